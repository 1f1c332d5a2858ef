/**
 * `npm run plan -- ORG_SLUG [PLAN] [--flag NAME=on|off|plan]...`: the installation operator
 * shows or changes an organisation's plan and feature flags from the command line. A change is
 * audited (as the system) and bumps the organisation's revision, like the installation API.
 */
import {
  FEATURE_FLAGS,
  FEATURE_LABELS,
  PLAN_IDS,
  planChangeSchema,
  type FeatureFlag,
  type PlanChange,
} from '@candor/domain';
import type { Db } from '../db/client.js';
import { changeOrgPlan } from '../services/installation/changeOrgPlan.js';
import { findOrgPlan, listOrgPlans, type OrgPlan } from '../services/installation/orgFeatures.js';
import { systemInstallationContext } from '../services/serviceContext.js';

export const PLAN_USAGE =
  'Usage: npm run plan -- ORG_SLUG [PLAN] [--flag NAME=on|off|plan]...\n' +
  `  PLAN: ${PLAN_IDS.join(', ')}\n` +
  `  NAME: ${FEATURE_FLAGS.join(', ')}\n` +
  '  on/off switch one feature whatever the plan says; plan follows the plan again.';

export class PlanCommandError extends Error {
  override name = 'PlanCommandError';
}

const FLAG_VALUES: Record<string, boolean | null> = { on: true, off: false, plan: null };

export interface PlanCommand {
  slug: string;
  /** Null: only show the organisation's features. */
  change: PlanChange | null;
}

export function parsePlanArgs(args: readonly string[]): PlanCommand {
  const positional: string[] = [];
  const flags: Record<string, boolean | null> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--flag') {
      const spec = args[++i];
      const [name, value, ...rest] = (spec ?? '').split('=');
      if (!name || value === undefined || rest.length > 0 || !(value in FLAG_VALUES)) {
        throw new PlanCommandError(`--flag takes NAME=on, NAME=off or NAME=plan.\n${PLAN_USAGE}`);
      }
      flags[name] = FLAG_VALUES[value]!;
    } else if (arg.startsWith('-')) {
      throw new PlanCommandError(`Unknown option ${arg}.\n${PLAN_USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  const [slug, plan, ...extra] = positional;
  if (!slug || extra.length > 0) throw new PlanCommandError(PLAN_USAGE);
  const hasFlags = Object.keys(flags).length > 0;
  if (plan === undefined && !hasFlags) return { slug, change: null };
  const parsed = planChangeSchema.safeParse({
    ...(plan === undefined ? {} : { plan }),
    ...(hasFlags ? { flags } : {}),
  });
  if (!parsed.success) {
    throw new PlanCommandError(`${parsed.error.issues[0]!.message}.\n${PLAN_USAGE}`);
  }
  return { slug, change: parsed.data };
}

/** One line per feature: on or off, and whether the plan or a flag decides it. */
export function describeOrgPlan(org: OrgPlan): string {
  const width = Math.max(...FEATURE_FLAGS.map((f) => FEATURE_LABELS[f].label.length));
  const lines = FEATURE_FLAGS.map((feature: FeatureFlag) => {
    const on = org.features[feature] === true;
    const source = org.flags[feature] === undefined ? 'plan' : 'flag';
    return `  ${FEATURE_LABELS[feature].label.padEnd(width)}  ${on ? 'on ' : 'off'}  (${source}, ${feature})`;
  });
  return [`${org.name} (${org.slug}): plan ${org.plan}`, ...lines].join('\n');
}

export async function runPlanCommand(db: Db, args: readonly string[]): Promise<string> {
  const command = parsePlanArgs(args);
  const org = await findOrgPlan(db, { slug: command.slug });
  if (!org) {
    const known = (await listOrgPlans(db)).map((o) => o.slug);
    throw new PlanCommandError(
      `No organisation has the slug ${command.slug}.` +
        (known.length ? ` Organisations: ${known.join(', ')}.` : ' The database has none.'),
    );
  }
  if (!command.change) return describeOrgPlan(org);
  const changed = await changeOrgPlan(systemInstallationContext(db, 'plan'), {
    orgId: org.id,
    change: command.change,
  });
  return describeOrgPlan(changed);
}
