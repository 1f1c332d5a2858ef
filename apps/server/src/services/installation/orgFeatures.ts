/**
 * An organisation's plan, flags and effective features, read and changed in one place: by the
 * installation API, the `npm run plan` command, and the gate every plan-dependent route uses.
 */
import {
  effectiveFeatures,
  FEATURE_FLAGS,
  requireFeature,
  type FeatureFlag,
  type FeatureFlags,
  type PlanChange,
} from '@candor/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations, orgFeatures } from '../../db/schema/index.js';

export interface OrgPlan {
  id: string;
  name: string;
  slug: string;
  plan: string;
  /** The flags as stored: only those set on top of the plan. */
  flags: FeatureFlags;
  /** Plan, then flags: what the organisation has. */
  features: FeatureFlags;
}

/** The default when an organisation has no row: a self-hosted installation has every feature. */
const DEFAULT_PLAN = 'self_hosted';

const isFeatureFlag = (value: string): value is FeatureFlag =>
  FEATURE_FLAGS.some((flag) => flag === value);

/** Stored flags, keeping only the flags the domain knows (an old name is ignored). */
function knownFlags(stored: Record<string, boolean> | null | undefined): FeatureFlags {
  const flags: FeatureFlags = {};
  for (const [name, on] of Object.entries(stored ?? {})) {
    if (isFeatureFlag(name) && typeof on === 'boolean') flags[name] = on;
  }
  return flags;
}

const orgPlanQuery = (db: DbOrTx) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      plan: orgFeatures.plan,
      flags: orgFeatures.flags,
    })
    .from(organizations)
    .leftJoin(orgFeatures, eq(orgFeatures.orgId, organizations.id));

type OrgPlanRow = Awaited<ReturnType<ReturnType<typeof orgPlanQuery>['execute']>>[number];

function presentOrgPlan(row: OrgPlanRow): OrgPlan {
  const plan = row.plan ?? DEFAULT_PLAN;
  const flags = knownFlags(row.flags);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    plan,
    flags,
    features: effectiveFeatures(plan, flags),
  };
}

export async function listOrgPlans(db: DbOrTx): Promise<OrgPlan[]> {
  const rows = await orgPlanQuery(db).orderBy(asc(organizations.name), asc(organizations.slug));
  return rows.map(presentOrgPlan);
}

export async function findOrgPlan(
  db: DbOrTx,
  by: { id: string } | { slug: string },
): Promise<OrgPlan | undefined> {
  const [row] = await orgPlanQuery(db)
    .where('id' in by ? eq(organizations.id, by.id) : eq(organizations.slug, by.slug))
    .limit(1);
  return row ? presentOrgPlan(row) : undefined;
}

/** The organisation's effective features. */
export async function loadOrgFeatures(db: DbOrTx, orgId: string): Promise<FeatureFlags> {
  return (await findOrgPlan(db, { id: orgId }))?.features ?? {};
}

/**
 * Refuses (403, 'This feature is not included in your plan') unless the organisation's plan or
 * flags include the feature. Every route whose action the spec gates on a plan calls it.
 */
export async function requireOrgFeature(
  db: DbOrTx,
  orgId: string,
  feature: FeatureFlag,
): Promise<void> {
  requireFeature(await loadOrgFeatures(db, orgId), feature);
}

/**
 * Applies a change inside the caller's transaction (which audits it and bumps the
 * organisation's revision): the plan replaced, each flag given set, or cleared when null.
 */
export async function applyPlanChange(
  tx: DbOrTx,
  orgId: string,
  change: PlanChange,
): Promise<{ before: OrgPlan; after: OrgPlan } | undefined> {
  const before = await findOrgPlan(tx, { id: orgId });
  if (!before) return undefined;
  const flags: Record<string, boolean> = { ...before.flags };
  for (const [name, value] of Object.entries(change.flags ?? {})) {
    if (value === null || value === undefined) delete flags[name];
    else flags[name] = value;
  }
  const plan = change.plan ?? before.plan;
  await tx
    .insert(orgFeatures)
    .values({ orgId, plan, flags })
    .onConflictDoUpdate({
      target: orgFeatures.orgId,
      set: { plan, flags: sql`excluded.flags` },
    });
  const after = await findOrgPlan(tx, { id: orgId });
  return { before, after: after! };
}
