/**
 * The installation operator changes an organisation's plan or flags, from the private area
 * (staff with installation:admin) or the command line (a system context): one `mutate` that
 * writes the change, audits it in that organisation's log and bumps its revision, so cached
 * portal pages (whose abilities depend on the features) are dropped on every server.
 */
import { assertAuthorized, notFound, type PlanChange } from '@candor/domain';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { applyPlanChange, listOrgPlans, type OrgPlan } from './orgFeatures.js';

export const ORGANISATION_NOT_FOUND = 'Organisation not found';

const pick = ({ plan, flags, features }: OrgPlan) => ({ plan, flags, features });

export async function changeOrgPlan(
  ctx: ServiceContext,
  input: { orgId: string; change: PlanChange },
): Promise<OrgPlan> {
  const changed = await mutate(ctx, {
    action: 'installation.setPlan',
    subject: {},
    // The operator's session belongs to their own organisation; the plan changed may be any.
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

export async function listInstallationOrgs(ctx: ServiceContext): Promise<OrgPlan[]> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'installation.view', { orgId });
  return listOrgPlans(ctx.db);
}
