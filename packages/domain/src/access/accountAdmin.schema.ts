/**
 * Staff administration of visitor access (issue "Visitor access"): accounts, their members and
 * product grants, permission profiles, NDA templates and the organisation's access settings.
 * The input schemas carry the messages staff read; the answer types are the contract between
 * the server's `/api/admin/access/*` routes and the private area.
 */
import { z } from 'zod';
import { isIsoDate } from '../validation/isoDate.js';
import {
  ACCESS_DAYS,
  ACCESS_STATUSES,
  ACCOUNT_REVIEW_STATUSES,
  NDA_PROVIDERS,
  type AccessStatus,
  type AccountReviewStatus,
  type NdaProvider,
} from './access.constants.js';
import { ACCESS_LIMITS, ACCESS_MESSAGES, EMAIL_PATTERN, normaliseEmail } from './access.schema.js';
import { requiredText } from '../validation/requiredText.js';

export const ACCOUNT_ADMIN_LIMITS = {
  accountName: 200,
  domain: 253,
  profileName: 100,
  profileDescription: 500,
  ndaTitle: 200,
  /** An NDA's Markdown. */
  ndaBody: 100_000,
  search: 200,
  /** Cards, items or documents a profile names. */
  profileEntries: 2000,
} as const;

export const ACCOUNT_ADMIN_MESSAGES = {
  accountNotFound: 'Account not found',
  accountNameRequired: 'Account name is required',
  domainInvalid: 'Enter a domain such as example.com',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  accessDaysRange: `Default access days must be a whole number between ${ACCESS_DAYS.min} and ${ACCESS_DAYS.max}`,
  memberNotFound: 'Member not found',
  memberEmailTaken: 'A member with this e-mail already exists',
  memberHasActed:
    'This member has already used their access (signed in, accepted the NDA or requested access) and can only be revoked',
  productNotFound: 'Product not found',
  profileNotFound: 'Permission profile not found',
  profileNameRequired: 'Profile name is required',
  profileNameTaken: 'A permission profile with this name already exists',
  profileEntryNotFound: 'A chosen card, item or document is not part of this organisation',
  ndaTemplateNotFound: 'NDA version not found',
  ndaTitleRequired: 'NDA title is required',
  ndaBodyRequired: 'NDA text is required',
  ndaFrozen: 'This NDA version has been accepted and can no longer be changed',
  ndaNoTemplate: 'No NDA text has been published yet',
  ndaAlreadyAccepted: 'You have already accepted the NDA',
  ndaChanged: 'The NDA has changed since you opened it. Please read the current version.',
  signedNdaNotFound: 'No signed NDA to download',
  ndaNotRequired: 'No NDA needs to be accepted for this account',
  ndaAgreeRequired: 'You must agree to the NDA',
  signedNdaMissing: 'Upload the signed NDA',
  accountSaved: 'Account saved',
  accountRevoked: 'Account access revoked',
  accountReactivated: 'Account access reactivated',
  memberAdded: 'Member added',
  memberRevoked: 'Member access revoked',
  memberReactivated: 'Member access reactivated',
  memberRemoved: 'Member removed',
  grantSaved: 'Product access saved',
  grantRevoked: 'Product access revoked',
  profileSaved: 'Permission profile saved',
  profileDeleted: 'Permission profile deleted',
  ndaSaved: 'NDA version saved',
  settingsSaved: 'Access settings saved',
} as const;

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const isoDate = z.string().refine(isIsoDate, ACCOUNT_ADMIN_MESSAGES.dateInvalid).nullable();

/** Create or edit an account (every field; the edit dialog sends the whole form). */
export const accountInputSchema = z.object({
  name: requiredText(ACCOUNT_ADMIN_MESSAGES.accountNameRequired).max(
    ACCOUNT_ADMIN_LIMITS.accountName,
  ),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(
      z.union([
        z.literal(''),
        z.string().regex(DOMAIN_PATTERN, ACCOUNT_ADMIN_MESSAGES.domainInvalid),
      ]),
    )
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  reviewStatus: z.enum(ACCOUNT_REVIEW_STATUSES).default('NotStarted'),
  /** Null: the organisation's default profile (or every restricted item without one). */
  permissionProfileId: z.uuid().nullable().default(null),
  /** YYYY-MM-DD, access ends at the end of that day (UTC); null: no expiry. */
  accessExpiresOn: isoDate.default(null),
  /** Null: the organisation's NDA provider. */
  ndaProvider: z.enum(NDA_PROVIDERS).nullable().default(null),
});
export type AccountInput = z.input<typeof accountInputSchema>;

const email = requiredText(ACCESS_MESSAGES.emailRequired)
  .max(ACCESS_LIMITS.email, ACCESS_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, ACCESS_MESSAGES.emailInvalid)
  .transform(normaliseEmail);

export const memberInputSchema = z.object({
  email,
  firstName: requiredText(ACCESS_MESSAGES.firstNameRequired).max(
    ACCESS_LIMITS.name,
    ACCESS_MESSAGES.nameTooLong,
  ),
  lastName: requiredText(ACCESS_MESSAGES.lastNameRequired).max(
    ACCESS_LIMITS.name,
    ACCESS_MESSAGES.nameTooLong,
  ),
});
export type MemberInput = z.input<typeof memberInputSchema>;

export const accessStatusInputSchema = z.object({ status: z.enum(ACCESS_STATUSES) });

/** Grant (or change the expiry of) one product; null expiry: the account's applies. */
export const grantInputSchema = z.object({
  productId: z.uuid({ error: ACCOUNT_ADMIN_MESSAGES.productNotFound }),
  expiresOn: isoDate.default(null),
});
export type GrantInput = z.input<typeof grantInputSchema>;

const ids = z.array(z.uuid()).max(ACCOUNT_ADMIN_LIMITS.profileEntries).default([]);

export const profileInputSchema = z.object({
  name: requiredText(ACCOUNT_ADMIN_MESSAGES.profileNameRequired).max(
    ACCOUNT_ADMIN_LIMITS.profileName,
  ),
  description: z
    .string()
    .trim()
    .max(ACCOUNT_ADMIN_LIMITS.profileDescription)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
  isDefault: z.boolean().default(false),
  /** Every restricted item of these cards. */
  cardIds: ids,
  itemIds: ids,
  fileIds: ids,
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const ndaTemplateInputSchema = z.object({
  title: requiredText(ACCOUNT_ADMIN_MESSAGES.ndaTitleRequired).max(ACCOUNT_ADMIN_LIMITS.ndaTitle),
  body: requiredText(ACCOUNT_ADMIN_MESSAGES.ndaBodyRequired).max(ACCOUNT_ADMIN_LIMITS.ndaBody),
});
export type NdaTemplateInput = z.input<typeof ndaTemplateInputSchema>;

/** The organisation's access settings this part owns (others add theirs beside them). */
export const accessSettingsInputSchema = z.object({
  defaultAccessDays: z
    .number({ error: ACCOUNT_ADMIN_MESSAGES.accessDaysRange })
    .int(ACCOUNT_ADMIN_MESSAGES.accessDaysRange)
    .min(ACCESS_DAYS.min, ACCOUNT_ADMIN_MESSAGES.accessDaysRange)
    .max(ACCESS_DAYS.max, ACCOUNT_ADMIN_MESSAGES.accessDaysRange)
    .nullable()
    .optional(),
  ndaProvider: z.enum(NDA_PROVIDERS).optional(),
});
export type AccessSettingsInput = z.input<typeof accessSettingsInputSchema>;

/** The clickwrap's acceptance: the member ticked 'I agree' on this version. */
export const ndaAcceptInputSchema = z.object({
  agree: z.literal(true, { error: ACCOUNT_ADMIN_MESSAGES.ndaAgreeRequired }),
  templateId: z.uuid(),
});
export type NdaAcceptInput = z.input<typeof ndaAcceptInputSchema>;

/** Where an account stands with its NDA, as the list shows it. */
export type AccountNdaState = 'not_required' | 'pending' | 'accepted' | 'signed_outside';

export const NDA_STATE_LABELS: Record<AccountNdaState, string> = {
  not_required: 'Not required',
  pending: 'Pending',
  accepted: 'Accepted',
  signed_outside: 'Signed outside',
};

export const NDA_PROVIDER_LABELS: Record<NdaProvider, string> = {
  none: 'No NDA',
  clickwrap: 'Clickwrap in the portal',
  external: 'Signed outside the portal',
};

export interface AccountSummary {
  id: string;
  name: string;
  domain: string | null;
  reviewStatus: AccountReviewStatus;
  accessStatus: AccessStatus;
  /** YYYY-MM-DD (last day of access); null: no expiry. */
  accessExpiresOn: string | null;
  expired: boolean;
  memberCount: number;
  permissionProfile: { id: string; name: string } | null;
  /** The account's own NDA setting; null: the organisation's. */
  ndaProvider: NdaProvider | null;
  ndaState: AccountNdaState;
  createdAt: string;
}

export interface AccountMemberAdmin {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: AccessStatus;
  autoApproved: boolean;
  lastLoginAt: string | null;
  /** Signed in, accepted an NDA or asked for access: can be revoked, never removed. */
  hasActed: boolean;
  ndaAcceptedAt: string | null;
}

export interface AccountGrantAdmin {
  productId: string;
  productName: string;
  grantedAt: string;
  expiresOn: string | null;
  revoked: boolean;
}

export interface AccountDetail extends AccountSummary {
  members: AccountMemberAdmin[];
  grants: AccountGrantAdmin[];
  signedNda: { fileId: string; name: string; signedAt: string | null } | null;
  ndaAcceptances: {
    id: string;
    email: string;
    name: string;
    acceptedAt: string;
    templateVersion: number;
  }[];
}

export interface PermissionProfileAdmin {
  id: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  cardIds: string[];
  itemIds: string[];
  fileIds: string[];
  accountCount: number;
}

/** What a profile can name: the organisation's products with their cards, items and documents. */
export interface ProfileCatalogue {
  products: {
    id: string;
    name: string;
    cards: {
      id: string;
      kind: string;
      title: string;
      items: {
        id: string;
        title: string;
        restricted: boolean;
        documents: { id: string; name: string }[];
      }[];
    }[];
  }[];
}

export interface NdaTemplateAdmin {
  id: string;
  version: number;
  title: string;
  body: string;
  /** The body rendered to safe HTML. */
  html: string;
  sha256: string;
  acceptanceCount: number;
  /** Accepted at least once: frozen. */
  frozen: boolean;
  current: boolean;
  createdAt: string;
}

export interface AccessSettingsAdmin {
  defaultAccessDays: number | null;
  ndaProvider: NdaProvider;
}

/** The clickwrap dialog's text: the current version, rendered to safe HTML on the server. */
export interface NdaTemplateView {
  id: string;
  version: number;
  title: string;
  html: string;
  sha256: string;
}

/** The end of the given day in UTC (access lasts through the whole last day). */
export const endOfDayUtc = (isoDay: string): Date => new Date(`${isoDay}T23:59:59.999Z`);
/** The YYYY-MM-DD of a stored expiry. */
export const isoDayOf = (date: Date | null): string | null =>
  date ? date.toISOString().slice(0, 10) : null;
