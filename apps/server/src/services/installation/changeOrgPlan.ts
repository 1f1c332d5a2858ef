/**
 * The installation operator changes an organisation's plan or flags, from the private area
 * (the operator, with or without an organisation) or the command line (the system): one
 * mutation that writes the change, audits it in that organisation's log and bumps its revision,
 * so cached portal pages (whose abilities depend on the features) are dropped on every server.
 */
import { assertAuthorized, INSTALLATION_SUBJECT, notFound, type PlanChange } from '@candor/domain';
import { sql } from 'drizzle-orm';
import { accounts, files, organizations, staffUsers } from '../../db/schema/index.js';
import { mutateInstallation } from '../mutate.js';
import type { InstallationContext } from '../serviceContext.js';
import { applyPlanChange, listOrgPlans, type OrgPlan } from './orgFeatures.js';

export const ORGANISATION_NOT_FOUND = 'Organisation not found';

const pick = ({ plan, flags, features }: OrgPlan) => ({ plan, flags, features });

export async function changeOrgPlan(
  ctx: InstallationContext,
  input: { orgId: string; change: PlanChange },
): Promise<OrgPlan> {
  const changed = await mutateInstallation(ctx, {
    action: 'installation.setPlan',
    orgId: input.orgId,
    revision: 'organisation',
    async run(tx) {
      const result = await applyPlanChange(tx, input.orgId, input.change);
      if (!result) throw notFound(ORGANISATION_NOT_FOUND);
      return result;
    },
    audit: ({ before, after }) => ({
      action: 'org.plan_changed',
      entityType: 'organization',
      entityId: input.orgId,
      before: pick(before),
      after: pick(after),
    }),
  });
  return changed.after;
}

/** What deleting an organisation removes, as the Installation page's confirmation says it. */
export interface OrgContents {
  documents: number;
  accounts: number;
  staff: number;
}

export async function listInstallationOrgs(
  ctx: InstallationContext,
): Promise<(OrgPlan & { contents: OrgContents })[]> {
  assertAuthorized(ctx.actor, 'installation.view', INSTALLATION_SUBJECT);
  const count = (table: typeof files | typeof accounts | typeof staffUsers) =>
    sql<number>`(select count(*) from ${table} where ${table.orgId} = ${organizations.id})::int`;
  const [plans, contents] = await Promise.all([
    listOrgPlans(ctx.db),
    ctx.db
      .select({
        id: organizations.id,
        documents: count(files),
        accounts: count(accounts),
        staff: count(staffUsers),
      })
      .from(organizations),
  ]);
  const byId = new Map(contents.map(({ id, ...counts }) => [id, counts]));
  return plans.map((plan) => ({
    ...plan,
    contents: byId.get(plan.id) ?? { documents: 0, accounts: 0, staff: 0 },
  }));
}
