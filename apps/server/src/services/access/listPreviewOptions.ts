/**
 * The staff bar's preview picker (visitor-portal.md §1 'preview mode'): the organisation's
 * accounts and permission profiles, to see the portal as one of them.
 */
import { canPickPreview, forbidden, type PreviewOptions } from '@candor/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, permissionProfiles } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

export async function listPreviewOptions({ viewer, db }: ServiceContext): Promise<PreviewOptions> {
  const { orgId } = viewer;
  if (!canPickPreview(viewer.actor, { orgId })) throw forbidden();
  const [accountRows, profileRows] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.orgId, orgId))
      .orderBy(asc(accounts.name))
      .limit(1000),
    permissionProfileOptions(db, orgId),
  ]);
  return { accounts: accountRows, permissionProfiles: profileRows };
}

/** The organisation's permission profiles by name, for a picker. */
export const permissionProfileOptions = (db: Db, orgId: string) =>
  db
    .select({
      id: permissionProfiles.id,
      name: permissionProfiles.name,
      isDefault: permissionProfiles.isDefault,
    })
    .from(permissionProfiles)
    .where(eq(permissionProfiles.orgId, orgId))
    .orderBy(asc(permissionProfiles.name));
