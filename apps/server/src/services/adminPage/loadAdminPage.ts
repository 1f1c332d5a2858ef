/**
 * What the private area's page carries: the signed-in staff member, their organisation with the
 * address of its portal, and its plan and effective features (the shell shows or locks
 * sections and controls from these; every API route checks them again).
 */
import { effectiveFeatures, type Actor, type AdminPageData } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../serviceContext.js';
import { orgFeatures } from '../../db/schema/index.js';
import type { OrgRoute } from '../../viewer/portalDirectory.js';

/** A self-hosted installation's plan, as the org_features column defaults to. */
const DEFAULT_PLAN = 'self_hosted';

export async function loadAdminPage(
  { db }: RequestContext,
  input: {
    actor: Extract<Actor, { type: 'staff' }>;
    displayName: string;
    org: OrgRoute;
    portalUrl: string;
  },
): Promise<AdminPageData> {
  const [row] = await db
    .select({ plan: orgFeatures.plan, flags: orgFeatures.flags })
    .from(orgFeatures)
    .where(eq(orgFeatures.orgId, input.org.id))
    .limit(1);
  const plan = row?.plan ?? DEFAULT_PLAN;
  return {
    user: {
      id: input.actor.userId,
      email: input.actor.email,
      displayName: input.displayName,
      scopes: [...input.actor.scopes],
    },
    org: {
      id: input.org.id,
      name: input.org.name,
      slug: input.org.slug,
      portalUrl: input.portalUrl,
    },
    plan,
    features: effectiveFeatures(plan, row?.flags),
  };
}
