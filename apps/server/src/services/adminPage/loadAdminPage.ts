/**
 * What the private area's page carries: the signed-in staff member, their organisation with the
 * address of its portal, and its plan and effective features (the shell shows or locks
 * sections and controls from these; every API route checks them again).
 */
import { effectiveFeatures, staffAbilities, type AdminPageData } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../serviceContext.js';
import { orgFeatures } from '../../db/schema/index.js';
import type { SignedInStaffActor } from '../../auth/staffActor.js';
import type { OrgRoute } from '../../viewer/portalDirectory.js';

/** A self-hosted installation's plan, as the org_features column defaults to. */
const DEFAULT_PLAN = 'self_hosted';

export async function loadAdminPage(
  { db }: RequestContext,
  input: {
    actor: SignedInStaffActor;
    displayName: string;
    /** The staff member's organisation; null for the operator without one. */
    org: (OrgRoute & { portalUrl: string }) | null;
  },
): Promise<AdminPageData> {
  const { actor, org } = input;
  const [row] = org
    ? await db
        .select({ plan: orgFeatures.plan, flags: orgFeatures.flags })
        .from(orgFeatures)
        .where(eq(orgFeatures.orgId, org.id))
        .limit(1)
    : [];
  const plan = row?.plan ?? DEFAULT_PLAN;
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      displayName: input.displayName,
    },
    abilities: staffAbilities(actor, org?.id ?? null),
    org: org && { id: org.id, name: org.name, slug: org.slug, portalUrl: org.portalUrl },
    plan,
    features: effectiveFeatures(plan, row?.flags),
  };
}
