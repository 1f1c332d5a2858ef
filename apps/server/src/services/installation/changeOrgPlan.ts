/**
 * The installation operator changes an organisation's plan or flags: one transaction that writes
 * the change, audits it in that organisation's log and bumps its revision, so cached portal pages
 * (whose abilities depend on the features) are dropped.
 */
import { assertAuthorized, notFound, type Actor, type PlanChange } from '@candor/domain';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { announcePortalChange } from '../../fleet/portalChangeChannel.js';
import { bumpRevision } from '../portal/bumpRevision.js';
import { notifyPortalChanged } from '../portal/portalChanges.js';
import type { ServiceContext } from '../serviceContext.js';
import { applyPlanChange, listOrgPlans, type OrgPlan } from './orgFeatures.js';

export const ORGANISATION_NOT_FOUND = 'Organisation not found';

/** Shared by the API and the command line, which acts as the system. */
export async function changeOrgPlanAs(
  db: Db,
  actor: Actor,
  input: { orgId: string; change: PlanChange; ip?: string | null },
): Promise<OrgPlan> {
  const result = await db.transaction(async (tx) => {
    const changed = await applyPlanChange(tx, input.orgId, input.change);
    if (!changed) throw notFound(ORGANISATION_NOT_FOUND);
    const pick = ({ plan, flags, features }: OrgPlan) => ({ plan, flags, features });
    await writeAudit(tx, {
      orgId: input.orgId,
      actor,
      action: 'org.plan_changed',
      entityType: 'organization',
      entityId: input.orgId,
      before: pick(changed.before),
      after: pick(changed.after),
      ip: input.ip ?? null,
    });
    await bumpRevision(tx, input.orgId);
    await announcePortalChange(db, tx, input.orgId);
    return changed.after;
  });
  notifyPortalChanged(input.orgId, db);
  return result;
}

export async function changeOrgPlan(
  ctx: ServiceContext,
  input: { orgId: string; change: PlanChange },
): Promise<OrgPlan> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'installation.setPlan', { orgId });
  return changeOrgPlanAs(ctx.db, actor, { ...input, ip: ctx.meta.ip });
}

export async function listInstallationOrgs(ctx: ServiceContext): Promise<OrgPlan[]> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'installation.view', { orgId });
  return listOrgPlans(ctx.db);
}
