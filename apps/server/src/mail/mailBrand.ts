/** What every mail of an organisation carries from its portal: the name, logo and colour. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organizations, portalCustomizations } from '../db/schema/index.js';
import { assetUrl } from '../presenters/portal/portalLinks.js';

export interface MailBrand {
  orgName: string;
  /** Absolute, so that mail clients can load it. */
  logoUrl: string | null;
  /** #rrggbb */
  color: string;
}

/** Candor's own accent, for organisations that chose none. */
export const DEFAULT_MAIL_COLOR = '#1c7ed6';

export async function loadMailBrand(
  db: DbOrTx,
  orgId: string,
  baseUrl: string,
): Promise<MailBrand> {
  const [row] = await db
    .select({
      name: organizations.name,
      logoAssetId: organizations.logoAssetId,
      brandColor: portalCustomizations.brandColor,
      revision: portalCustomizations.revision,
    })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.id, orgId))
    .limit(1);
  if (!row) throw new Error(`no organisation ${orgId}`);
  return {
    orgName: row.name,
    logoUrl: row.logoAssetId
      ? `${baseUrl}${assetUrl(orgId, row.logoAssetId, row.revision ?? 1)}`
      : null,
    color: row.brandColor ?? DEFAULT_MAIL_COLOR,
  };
}
