/** The organisation's effective features (its plan, then its flags), as the portal reads them. */
import { effectiveFeatures, type FeatureFlags } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orgFeatures } from '../../db/schema/index.js';

export async function loadEffectiveFeatures(db: DbOrTx, orgId: string): Promise<FeatureFlags> {
  const [row] = await db
    .select({ plan: orgFeatures.plan, flags: orgFeatures.flags })
    .from(orgFeatures)
    .where(eq(orgFeatures.orgId, orgId))
    .limit(1);
  // No features row: the column default, a self-hosted installation's plan.
  return effectiveFeatures(row?.plan ?? 'self_hosted', row?.flags);
}
