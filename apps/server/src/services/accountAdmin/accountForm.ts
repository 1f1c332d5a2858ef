/** The account form's columns and its permission profile, shared by creating and editing. */
import {
  ACCOUNT_ADMIN_MESSAGES,
  DomainError,
  endOfDayUtc,
  type accountInputSchema,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { permissionProfiles } from '../../db/schema/index.js';

/** The chosen permission profile must be the organisation's own. */
export async function requireProfile(tx: Tx, orgId: string, profileId: string | null) {
  if (!profileId) return;
  const [row] = await tx
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)));
  if (!row) {
    throw new DomainError('validation_failed', ACCOUNT_ADMIN_MESSAGES.profileNotFound, [
      { path: 'permissionProfileId', message: ACCOUNT_ADMIN_MESSAGES.profileNotFound },
    ]);
  }
}

export const accountColumns = (input: ReturnType<typeof accountInputSchema.parse>) => ({
  name: input.name,
  domain: input.domain,
  reviewStatus: input.reviewStatus,
  permissionProfileId: input.permissionProfileId,
  accessExpiresAt: input.accessExpiresOn ? endOfDayUtc(input.accessExpiresOn) : null,
  ndaProvider: input.ndaProvider,
});
