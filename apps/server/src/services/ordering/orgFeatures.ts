/** The organisation's effective features (plan, then flags), read inside a write's transaction. */
import { effectiveFeatures, type FeatureFlags } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orgFeatures } from '../../db/schema/index.js';

export async function readEffectiveFeatures(tx: Tx, orgId: string): Promise<FeatureFlags> {
  const [row] = await tx
    .select({ plan: orgFeatures.plan, flags: orgFeatures.flags })
    .from(orgFeatures)
    .where(eq(orgFeatures.orgId, orgId))
    .limit(1);
  // No features row: the column default, a self-hosted installation's plan.
  return effectiveFeatures(row?.plan ?? 'self_hosted', row?.flags);
}
