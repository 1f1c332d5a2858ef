import type { ScriptsSettings } from '../consent/scripts.js';
import type { BannerLevel, ContactAction, PublicAccessLevel } from '../cards/constants.js';

/**
 * A help contact (contact support, report issue; visitor-portal.md §3): shown or not, and whether
 * a click writes to the mailbox or opens the site at `url`. Stored rows may leave `url` out.
 */
export interface ContactSetting {
  enabled: boolean;
  onClickAction: ContactAction;
  url?: string | null;
}

/** The organisation's settings as the private area reads them (GET /api/admin/settings). */
export interface AdminSettings {
  portalTitle: string;
  showPortalTitle: boolean;
  brandColor: string | null;
  supportMailbox: string | null;
  securityMailbox: string | null;
  contactSupport: Required<ContactSetting>;
  reportIssue: Required<ContactSetting>;
  publicAccessLevel: PublicAccessLevel;
  bannerLevel: BannerLevel;
  /** The stored scripts settings (visitor-portal.md §3), as saved. */
  scripts: ScriptsSettings;
  welcomeEnabled: boolean;
  termsUrl: string | null;
  privacyUrl: string | null;
  questionnairesEnabled: boolean;
  commentsEnabled: boolean;
  logoUrl: string | null;
  faviconUrl: string | null;
  bannerUrl: string | null;
  revision: number;
}
