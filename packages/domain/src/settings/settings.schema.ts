/**
 * The organisation's portal settings staff edit in the private area (visitor-portal.md §3):
 * one schema for the server's validation and the settings form.
 */
import { z } from 'zod';
import { BANNER_LEVELS, CONTACT_ACTIONS, PUBLIC_ACCESS_LEVELS } from '../cards/constants.js';
import { normalizeWebUrl } from '../validation/webUrl.js';
import { scriptsSettingsSchema } from '../consent/scripts.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { accessRequestFieldsSchema } from '../access/access.rules.js';

export const DISCLOSURE_POLICY_URL_MESSAGE = 'Please enter an https:// URL.';

export const SETTINGS_LIMITS = { portalTitleMax: 60, mailboxMax: 254 } as const;

const mailbox = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.mailboxMax, 'E-mail address is too long')
  .pipe(z.union([z.literal(''), z.email('Please enter a valid e-mail address')]))
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullable();

export const contactSettingSchema = z
  .object({
    enabled: z.boolean(),
    onClickAction: z.enum(CONTACT_ACTIONS),
    url: z.string().trim().max(2048, 'URL is too long').nullable().optional(),
  })
  .transform((value, ctx) => {
    if (value.onClickAction !== 'direct-to-site') return { ...value, url: null };
    const url = normalizeWebUrl(value.url ?? '');
    if (!url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Please enter a valid URL.' });
      return z.NEVER;
    }
    return { ...value, url };
  });

/** A link staff may leave empty (null); otherwise a web address, https added when missing. */
const optionalWebUrl = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .transform((value, ctx) => {
    if (value === '') return null;
    const url = normalizeWebUrl(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid URL.' });
      return z.NEVER;
    }
    return url;
  })
  .nullable();

/** A link staff may leave empty (null); otherwise an https address (https added when missing). */
const optionalHttpsUrl = optionalWebUrl.refine(
  (url) => url === null || url.startsWith('https://'),
  DISCLOSURE_POLICY_URL_MESSAGE,
);

export const settingsPatchSchema = z
  .object({
    portalTitle: z
      .string()
      .trim()
      .min(1, 'Portal title is required')
      .max(
        SETTINGS_LIMITS.portalTitleMax,
        `Portal title must be at most ${SETTINGS_LIMITS.portalTitleMax} characters`,
      )
      .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE),
    showPortalTitle: z.boolean(),
    brandColor: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^#[0-9a-f]{6}$/, 'Brand colour must be a hex colour such as #1c7ed6')
      .nullable(),
    supportMailbox: mailbox,
    securityMailbox: mailbox,
    contactSupport: contactSettingSchema,
    reportIssue: contactSettingSchema,
    publicAccessLevel: z.enum(PUBLIC_ACCESS_LEVELS),
    bannerLevel: z.enum(BANNER_LEVELS),
    /** Third-party scripts and the cookie banner (visitor-portal.md §3). */
    scripts: scriptsSettingsSchema,
    welcomeEnabled: z.boolean(),
    termsUrl: optionalWebUrl,
    privacyUrl: optionalWebUrl,
    /** security.txt's `Policy:` (RFC 9116): an https address only. */
    disclosurePolicyUrl: optionalHttpsUrl,
    /** Account members may submit questionnaires (staff-content.md §6). */
    questionnairesEnabled: z.boolean(),
    /** Account members may comment on items ('Conversation'; staff-content.md §6). */
    commentsEnabled: z.boolean(),
    /** Visitors may subscribe to trust updates (visitor-portal.md §6): the Subscribe offer. */
    updatesSubscriptionEnabled: z.boolean(),
    /** The documents section offers bulk download (visitor-portal.md §3). */
    bulkDownloadEnabled: z.boolean(),
    /** The request form's optional fields (visitor-portal.md §3 accessRequestFields). */
    accessRequestFields: accessRequestFieldsSchema,
    /** The subscribe form asks visitors to agree to the terms (visitor-portal.md §5). */
    subscribeTermsRequired: z.boolean(),
  })
  .partial()
  .strict();

/** What the settings form sends (before the schema's trimming and normalising). */
export type SettingsPatchInput = z.input<typeof settingsPatchSchema>;
/** What the server stores. */
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
