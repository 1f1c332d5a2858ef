/** The organisation's effective features (its plan, then its flags), read where a write needs one. */
import { effectiveFeatures, type FeatureFlags } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orgFeatures } from '../../db/schema/index.js';

export async function loadOrgFeatures(db: Db | Tx, orgId: string): Promise<FeatureFlags> {
  const [row] = await db
    .select({ plan: orgFeatures.plan, flags: orgFeatures.flags })
    .from(orgFeatures)
    .where(eq(orgFeatures.orgId, orgId))
    .limit(1);
  return effectiveFeatures(row?.plan ?? 'self_hosted', row?.flags);
}
