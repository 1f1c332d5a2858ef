/**
 * The visitor-access contracts shared by the server and the portal (visitor-portal.md §3, §5,
 * §7, §8): the request form, the login tab, extend-access, invitations, and the answer codes,
 * with the spec's messages.
 */
import { z } from 'zod';
import { ACCESS_LIMITS, RELATIONSHIPS, type NdaProvider } from './access.constants.js';
import { ACCESS_MESSAGES } from './access.messages.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { requiredText } from '../validation/requiredText.js';

// The limits and messages live without zod, so the portal's first script can name them.
export { ACCESS_LIMITS } from './access.constants.js';
export { ACCESS_MESSAGES, MEMBER_MESSAGES } from './access.messages.js';

/** The e-mail pattern of every visitor form: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Names: letters of any script, spaces, apostrophes, periods and hyphens. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** Company names: letters, digits and the usual punctuation of company names. */
export const COMPANY_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} &'’.,()+/-]*$/u;

export const normaliseEmail = (value: string): string => value.trim().toLowerCase();
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

const email = requiredText(ACCESS_MESSAGES.emailRequired)
  .max(ACCESS_LIMITS.email, ACCESS_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, ACCESS_MESSAGES.emailInvalid)
  .transform(normaliseEmail);

const personName = (required: string) =>
  requiredText(required)
    .max(ACCESS_LIMITS.name, ACCESS_MESSAGES.nameTooLong)
    .regex(NAME_PATTERN, ACCESS_MESSAGES.nameInvalid)
    .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The request form (§3, §5). Which optional fields are required depends on the organisation's
 * accessRequestFields: the server checks those with `requiredByFields` after this schema.
 */
export const accessRequestInputSchema = z.object({
  email,
  firstName: personName(ACCESS_MESSAGES.firstNameRequired),
  lastName: personName(ACCESS_MESSAGES.lastNameRequired),
  companyName: z
    .string({ error: ACCESS_MESSAGES.companyRequired })
    .trim()
    .min(ACCESS_LIMITS.companyName.min, ACCESS_MESSAGES.companyRequired)
    .max(ACCESS_LIMITS.companyName.max, ACCESS_MESSAGES.companyRequired)
    .regex(COMPANY_PATTERN, ACCESS_MESSAGES.companyRequired),
  jobTitle: optionalText(ACCESS_LIMITS.jobTitle),
  pointOfContact: optionalText(ACCESS_LIMITS.email),
  agree: z.literal(true, { error: ACCESS_MESSAGES.agreeRequired }),
  subscribe: z.boolean().default(false),
  customCheckbox: z.boolean().optional(),
  countriesDropdown: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  relationshipDropdown: z.enum(RELATIONSHIPS).optional(),
  accountMemberRequestProducts: z.array(z.uuid()).max(100).optional(),
  // Hidden fields.
  productId: z.uuid({ error: ACCESS_MESSAGES.productsRequired }),
  itemUid: optionalText(100),
  itemKind: optionalText(50),
  source: optionalText(ACCESS_LIMITS.source),
  invitedColleagueToken: z.string().max(4000).optional(),
  statusPageCustomizationRevision: z.number().int().optional(),
});
export type AccessRequestInput = z.input<typeof accessRequestInputSchema>;
export type AccessRequestData = z.output<typeof accessRequestInputSchema>;

/** The login tab (§3 'Login request', §5 'Login e-mail'). */
export const loginRequestInputSchema = z.object({
  email: requiredText(ACCESS_MESSAGES.loginEmailRequired)
    .max(ACCESS_LIMITS.email, ACCESS_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, ACCESS_MESSAGES.emailInvalid)
    .transform(normaliseEmail),
  productId: z.uuid(),
});
export type LoginRequestInput = z.input<typeof loginRequestInputSchema>;

/** Invite colleagues (§3 'Invite body', §5 'Invite'). */
export const inviteColleaguesInputSchema = z.object({
  emails: z
    .array(
      z
        .string()
        .trim()
        .max(ACCESS_LIMITS.email)
        .regex(EMAIL_PATTERN, ACCESS_MESSAGES.emailInvalid)
        .transform(normaliseEmail),
    )
    .min(1, ACCESS_MESSAGES.inviteRequired)
    .max(ACCESS_LIMITS.invitees),
  message: z
    .string()
    .trim()
    .max(ACCESS_LIMITS.inviteMessage)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type InviteColleaguesInput = z.input<typeof inviteColleaguesInputSchema>;

/**
 * What the request and login calls answer (§4, §8). A success is `{ code }` with status 200;
 * a refusal is an error body `{ code, message }` with status 4xx.
 */
export const ACCESS_REQUEST_RESULTS = ['request_approved', 'pending_request'] as const;
export type AccessRequestResult = (typeof ACCESS_REQUEST_RESULTS)[number];

export const ACCESS_ERROR_CODES = [
  'pending_request',
  'request_declined',
  'request_declined_blocked_domain',
  'request_declined_third_party',
  'request_access_auto_declined',
  'account_already_exists',
  'access_expired',
  'not_work_email',
  'unique_violation',
  /** Login: the e-mail is unknown or its domain blocked; the portal opens the request tab. */
  'unknown_email',
  'blocked_domain',
] as const;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[number];

/** The login tab's success: a sign-in link was mailed. */
export const LOGIN_RESULTS = ['check_email'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** extend-access answers (§4 'Access-expired flow'). */
export const EXTEND_ACCESS_RESULTS = [
  'success',
  'already_has_access',
  'already_requested',
  'error',
] as const;
export type ExtendAccessResult = (typeof EXTEND_ACCESS_RESULTS)[number];

/** What `GET {nda base}/nda` answers (§7). */
export interface NdaInfo {
  passed: boolean;
  provider: NdaProvider;
  email: string;
}

/** The signed-in member as the account menu shows them (§2 'Account menu', §3 'Account user'). */
export interface AccountMemberView {
  email: string;
  firstName: string;
  lastName: string;
  accountId: string;
  accountName: string;
  isAutoApprovedAccountMember: boolean;
  reviewStatus: string;
  /** ISO date; null: no expiry. */
  accessExpiresAt: string | null;
  accessExpired: boolean;
  nda: NdaInfo;
}

/** Bring your own identity (staff): a PEM public key and/or a JWKS URL; empty clears. */
export const byoidSettingsSchema = z.object({
  byoidPublicKey: z
    .string()
    .trim()
    .max(10_000)
    .nullable()
    .transform((value) => (value ? value : null)),
  byoidJwksUrl: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type ByoidSettingsInput = z.input<typeof byoidSettingsSchema>;
export interface ByoidSettings {
  byoidPublicKey: string | null;
  byoidJwksUrl: string | null;
}

/** What staff may preview the portal as (`GET /api/access/preview-options`). */
export interface PreviewOptions {
  accounts: { id: string; name: string }[];
  permissionProfiles: { id: string; name: string; isDefault: boolean }[];
}
