import { z } from 'zod';
import { BANNER_LEVELS, CONTACT_ACTIONS, PUBLIC_ACCESS_LEVELS } from '../cards/constants.js';
import type { AccessRequestFieldsConfig } from '../access/access.rules.js';
import { COOKIE_BANNER_TYPES, type ScriptsSettings } from '../consent/scripts.js';

/**
 * A help contact (contact support, report issue; visitor-portal.md §3): shown or not, and whether
 * a click writes to the mailbox or opens the site at `url`. Stored rows may leave `url` out.
 */
export interface ContactSetting {
  enabled: boolean;
  onClickAction: (typeof CONTACT_ACTIONS)[number];
  url?: string | null;
}

const contactSettingSchema = z.object({
  enabled: z.boolean(),
  onClickAction: z.enum(CONTACT_ACTIONS),
  url: z.string().nullable(),
});

const storedText = z.string().nullable().optional();

/** The scripts settings as saved (the output of `scriptsSettingsSchema`, without its parsing). */
const storedScriptsSchema = z.object({
  hubspot: storedText,
  google_ua: storedText,
  gtag: storedText,
  gtm: storedText,
  intercom: storedText,
  cookie_banner: z
    .object({
      show: z.boolean(),
      type: z.enum(COOKIE_BANNER_TYPES),
      gtm_id: storedText,
      cbid: storedText,
      cookie_domain: storedText,
      tenant_name: storedText,
      auto_block_enabled: z.boolean().optional(),
      cookie_script_path: storedText,
    })
    .nullable()
    .optional(),
}) satisfies z.ZodType<ScriptsSettings>;

const storedField = z.object({ enabled: z.boolean(), label: z.string() });
/** The request form's optional fields as saved (`accessRequestFieldsSchema`'s output). */
const storedAccessRequestFieldsSchema = z.object({
  customCheckbox: storedField.extend({ required: z.boolean() }).optional(),
  countriesDropdown: storedField.optional(),
  relationshipDropdown: storedField.optional(),
  jobTitleTextField: storedField.optional(),
  pointOfContactField: storedField.optional(),
  accountMemberRequestProducts: storedField.optional(),
}) satisfies z.ZodType<AccessRequestFieldsConfig>;

/** The organisation's settings as the private area reads them (GET /api/admin/settings). */
export const adminSettingsSchema = z.object({
  portalTitle: z.string(),
  showPortalTitle: z.boolean(),
  brandColor: z.string().nullable(),
  supportMailbox: z.string().nullable(),
  securityMailbox: z.string().nullable(),
  contactSupport: contactSettingSchema,
  reportIssue: contactSettingSchema,
  publicAccessLevel: z.enum(PUBLIC_ACCESS_LEVELS),
  bannerLevel: z.enum(BANNER_LEVELS),
  /** The stored scripts settings (visitor-portal.md §3), as saved. */
  scripts: storedScriptsSchema,
  welcomeEnabled: z.boolean(),
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  disclosurePolicyUrl: z.string().nullable(),
  questionnairesEnabled: z.boolean(),
  commentsEnabled: z.boolean(),
  updatesSubscriptionEnabled: z.boolean(),
  bulkDownloadEnabled: z.boolean(),
  /** When the portal was published (ISO); null: unpublished, share links are disabled. */
  publishedAt: z.string().nullable(),
  accessRequestFields: storedAccessRequestFieldsSchema,
  subscribeTermsRequired: z.boolean(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  revision: z.number(),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;
