/** The organisation's settings as the private area shows them. */
import {
  notFound,
  PORTAL_DEFAULTS,
  scriptsSettingsSchema,
  type AdminSettings,
  type ContactSetting,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations, portalCustomizations } from '../../db/schema/index.js';
import { assetUrl } from '../../presenters/portal/portalLinks.js';

const contact = (setting: ContactSetting | undefined): AdminSettings['contactSupport'] => ({
  enabled: setting?.enabled ?? true,
  onClickAction: setting?.onClickAction ?? 'send-email',
  url: setting?.url ?? null,
});

/** The stored scripts as the form edits them; a row a later version cannot read shows empty. */
function storedScripts(value: unknown): AdminSettings['scripts'] {
  const parsed = scriptsSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

export async function loadSettings(db: DbOrTx, orgId: string): Promise<AdminSettings> {
  const [row] = await db
    .select({ org: organizations, customization: portalCustomizations })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.id, orgId))
    .limit(1);
  if (!row) throw notFound();
  const { org, customization: c } = row;
  const revision = c?.revision ?? 1;
  const asset = (id: string | null | undefined) => (id ? assetUrl(orgId, id, revision) : null);
  return {
    portalTitle: c?.portalTitle ?? PORTAL_DEFAULTS.portalTitle,
    showPortalTitle: c?.showPortalTitle ?? true,
    brandColor: c?.brandColor ?? null,
    supportMailbox: c?.supportMailbox ?? null,
    securityMailbox: c?.securityMailbox ?? null,
    contactSupport: contact(c?.contactSupport),
    reportIssue: contact(c?.reportIssue),
    publicAccessLevel: c?.publicAccessLevel ?? PORTAL_DEFAULTS.publicAccessLevel,
    bannerLevel: c?.bannerLevel ?? 'medium',
    scripts: storedScripts(c?.scripts),
    welcomeEnabled: c?.welcomeEnabled ?? false,
    termsUrl: c?.termsUrl ?? null,
    privacyUrl: c?.privacyUrl ?? null,
    disclosurePolicyUrl: c?.disclosurePolicyUrl ?? null,
    questionnairesEnabled: c?.questionnairesEnabled ?? true,
    commentsEnabled: c?.commentsEnabled ?? true,
    updatesSubscriptionEnabled: c?.updatesSubscriptionEnabled ?? true,
    bulkDownloadEnabled: c?.bulkDownloadEnabled ?? true,
    publishedAt: c?.publishedAt?.toISOString() ?? null,
    accessRequestFields: c?.accessRequestFields ?? {},
    subscribeTermsRequired: c?.subscribeTermsRequired ?? false,
    logoUrl: asset(org.logoAssetId),
    faviconUrl: asset(org.faviconAssetId),
    bannerUrl: asset(c?.bannerAssetId),
    revision,
  };
}
