/**
 * The rules of access requests (issue "Visitor access", visitor-portal.md §4, §5): which optional
 * fields the organisation made required, what its approval rules decide for an e-mail, which
 * code a decided request answers with, and the staff's rule and decision forms.
 */
import { z } from 'zod';
import type { FieldError } from '../errors/domainError.js';
import {
  ACCESS_DAYS,
  AUTO_APPROVE_MODES,
  ACCESS_DECISION_SOURCES,
  ACCESS_REQUEST_STATUSES,
  type AccessDecisionSource,
  type AutoApproveMode,
} from './access.constants.js';
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  EMAIL_PATTERN,
  normaliseEmail,
  type AccessRequestData,
} from './access.schema.js';
import { requiredText } from '../validation/requiredText.js';
export { ACCESS_FIELD_LABELS, ACCESS_FORM_TEXTS } from './access.messages.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';

/** The optional fields of the request form, as the organisation configured them (§3). */
export interface AccessRequestFieldsConfig {
  customCheckbox?: { enabled: boolean; label: string; required: boolean };
  countriesDropdown?: { enabled: boolean; label: string };
  relationshipDropdown?: { enabled: boolean; label: string };
  jobTitleTextField?: { enabled: boolean; label: string };
  pointOfContactField?: { enabled: boolean; label: string };
  accountMemberRequestProducts?: { enabled: boolean; label: string };
}

/** The optional fields in the order the form and the settings show them. */
export const ACCESS_REQUEST_FIELDS = [
  'jobTitleTextField',
  'pointOfContactField',
  'relationshipDropdown',
  'countriesDropdown',
  'accountMemberRequestProducts',
  'customCheckbox',
] as const satisfies readonly (keyof AccessRequestFieldsConfig)[];
export type AccessRequestField = (typeof ACCESS_REQUEST_FIELDS)[number];

/** How long staff may make a field's label, and the custom checkbox's text. */
export const ACCESS_FIELD_LIMITS = { label: 60, checkboxText: 500 } as const;

export const ACCESS_FIELD_MESSAGES = {
  labelTooLong: `At most ${ACCESS_FIELD_LIMITS.label} characters`,
  checkboxTextRequired: 'Enter the text of the checkbox',
  checkboxTextTooLong: `At most ${ACCESS_FIELD_LIMITS.checkboxText} characters`,
} as const;

const fieldLabel = z
  .string()
  .trim()
  .max(ACCESS_FIELD_LIMITS.label, ACCESS_FIELD_MESSAGES.labelTooLong)
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);
const optionalField = z.object({ enabled: z.boolean(), label: fieldLabel });

/**
 * The staff's settings of the optional fields (§3 accessRequestFields): each on or off with its
 * label (empty: the default label); the custom checkbox needs its text when on.
 */
export const accessRequestFieldsSchema = z
  .object({
    customCheckbox: z
      .object({
        enabled: z.boolean(),
        label: z
          .string()
          .trim()
          .max(ACCESS_FIELD_LIMITS.checkboxText, ACCESS_FIELD_MESSAGES.checkboxTextTooLong)
          .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE),
        required: z.boolean(),
      })
      .refine((field) => !field.enabled || field.label !== '', {
        path: ['label'],
        message: ACCESS_FIELD_MESSAGES.checkboxTextRequired,
      }),
    countriesDropdown: optionalField,
    relationshipDropdown: optionalField,
    jobTitleTextField: optionalField,
    pointOfContactField: optionalField,
    accountMemberRequestProducts: optionalField,
  })
  .partial()
  .strict() satisfies z.ZodType<AccessRequestFieldsConfig>;

const enabled = (field: { enabled: boolean } | undefined): boolean => field?.enabled === true;

/**
 * What the organisation's accessRequestFields make required beyond the schema (§5), with the
 * spec's messages, one per field.
 */
export function requiredFieldErrors(
  input: Pick<
    AccessRequestData,
    | 'customCheckbox'
    | 'jobTitle'
    | 'pointOfContact'
    | 'relationshipDropdown'
    | 'countriesDropdown'
    | 'accountMemberRequestProducts'
  >,
  fields: AccessRequestFieldsConfig,
): FieldError[] {
  const errors: FieldError[] = [];
  const required = (path: string, message: string = ACCESS_MESSAGES.fieldRequired) =>
    errors.push({ path, message });
  if (enabled(fields.customCheckbox) && fields.customCheckbox?.required && !input.customCheckbox) {
    required('customCheckbox');
  }
  if (enabled(fields.jobTitleTextField) && !input.jobTitle) required('jobTitle');
  if (enabled(fields.pointOfContactField)) {
    const contact = input.pointOfContact?.trim() ?? '';
    if (!contact) required('pointOfContact', ACCESS_MESSAGES.contactEmailRequired);
    else if (!EMAIL_PATTERN.test(contact)) {
      required('pointOfContact', ACCESS_MESSAGES.contactEmailInvalid);
    }
  }
  if (enabled(fields.relationshipDropdown) && !input.relationshipDropdown) {
    required('relationshipDropdown');
  }
  if (enabled(fields.countriesDropdown) && !input.countriesDropdown) required('countriesDropdown');
  if (
    enabled(fields.accountMemberRequestProducts) &&
    (input.accountMemberRequestProducts ?? []).length === 0
  ) {
    required('accountMemberRequestProducts', ACCESS_MESSAGES.productsRequired);
  }
  return errors;
}

/** What the rules decide for a new request, and why (the staff's dry run shows the reason). */
export const ruleDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('not_work_email'), reason: z.string() }),
  z.object({
    decision: z.literal('declined'),
    source: z.literal('blocked_domain'),
    reason: z.string(),
  }),
  z.object({ decision: z.literal('approved'), source: z.literal('auto_rule'), reason: z.string() }),
  z.object({ decision: z.literal('pending'), reason: z.string() }),
]);
export type RuleDecision = z.output<typeof ruleDecisionSchema>;

export interface RuleInputs {
  autoApprove: AutoApproveMode;
  blockFreeEmail: boolean;
  /** The e-mail's domain is a free-mail provider's. */
  freeEmail: boolean;
  /** The domain's own rule, if staff listed it. */
  domainRule: 'auto_approve' | 'block' | null;
  domain: string;
}

/** The organisation's rules applied to one e-mail, in the order they are checked. */
export function decideByRules(rules: RuleInputs): RuleDecision {
  const { domain } = rules;
  if (rules.blockFreeEmail && rules.freeEmail) {
    return {
      decision: 'not_work_email',
      reason: `${domain} is a free e-mail provider and work e-mail is required.`,
    };
  }
  if (rules.domainRule === 'block') {
    return {
      decision: 'declined',
      source: 'blocked_domain',
      reason: `${domain} is a blocked domain: the request is declined automatically.`,
    };
  }
  if (rules.autoApprove === 'always') {
    return {
      decision: 'approved',
      source: 'auto_rule',
      reason: 'Every request is approved automatically.',
    };
  }
  if (rules.autoApprove === 'listed_domains' && rules.domainRule === 'auto_approve') {
    return {
      decision: 'approved',
      source: 'auto_rule',
      reason: `${domain} is listed for automatic approval.`,
    };
  }
  return {
    decision: 'pending',
    reason:
      rules.autoApprove === 'listed_domains'
        ? `${domain} is not listed for automatic approval: staff decide.`
        : 'Automatic approval is off: staff decide.',
  };
}

/** The code a declined request answers with (§4, §8). */
export function declinedCode(
  source: AccessDecisionSource | null,
):
  | 'request_declined'
  | 'request_declined_blocked_domain'
  | 'request_declined_third_party'
  | 'request_access_auto_declined' {
  switch (source) {
    case 'blocked_domain':
      return 'request_declined_blocked_domain';
    case 'third_party':
      return 'request_declined_third_party';
    case 'auto_rule':
      return 'request_access_auto_declined';
    case 'staff':
    case null:
      return 'request_declined';
  }
}

/** The messages of the codes (the portal shows its dialogs; API clients read these). */
export const ACCESS_CODE_MESSAGES = {
  pending_request: 'Your request for access is pending review.',
  request_declined: 'Your request for access was declined.',
  request_declined_blocked_domain: 'Requests for access from your domain are declined.',
  request_declined_third_party: 'Your request for access was declined.',
  request_access_auto_declined: 'Your request for access was declined automatically.',
  account_already_exists: 'You already have access.',
  access_expired: 'Your access has expired.',
  blocked_domain: 'Requests for access from your domain are declined.',
  unknown_email: 'We could not find access for this email.',
} as const;

export const ACCESS_RULE_MESSAGES = {
  domainInvalid: (value: string) => `"${value}" is not a valid domain`,
  domainTwice: (value: string) => `"${value}" is listed both for approval and as blocked`,
  daysRange: `Enter a number of days from ${ACCESS_DAYS.min} to ${ACCESS_DAYS.max}`,
  mailboxInvalid: 'Please enter a valid email',
  saved: 'Access rules saved',
  approved: 'Request approved',
  declined: 'Request declined',
  bulkApproved: (n: number) => `${n} ${n === 1 ? 'request' : 'requests'} approved`,
  bulkDeclined: (n: number) => `${n} ${n === 1 ? 'request' : 'requests'} declined`,
  requestNotFound: 'Request not found',
  alreadyDecided: 'This request was already decided.',
  accountNotFound: 'Account not found',
  profileNotFound: 'Permission profile not found',
  expiryPast: 'The expiry date must be in the future',
  declineReasonRequired: 'Give a reason',
  selectRequests: 'Select at least one request',
} as const;

export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const domainList = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .transform((v) => v.replace(/^@/, '')),
  )
  .max(1000)
  .superRefine((values, ctx) => {
    for (const value of values) {
      if (!DOMAIN_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', message: ACCESS_RULE_MESSAGES.domainInvalid(value) });
        return;
      }
    }
  })
  .transform((values) => [...new Set(values)].sort());

/** The staff's rules form (issue "Visitor access", approval rules). */
export const accessRulesInputSchema = z
  .object({
    autoApprove: z.enum(AUTO_APPROVE_MODES),
    blockFreeEmail: z.boolean(),
    autoApproveDomains: domainList,
    blockedDomains: domainList,
    defaultAccessDays: z
      .number({ error: ACCESS_RULE_MESSAGES.daysRange })
      .int(ACCESS_RULE_MESSAGES.daysRange)
      .min(ACCESS_DAYS.min, ACCESS_RULE_MESSAGES.daysRange)
      .max(ACCESS_DAYS.max, ACCESS_RULE_MESSAGES.daysRange)
      .nullable(),
    accessRequestsMailbox: z
      .string()
      .trim()
      .max(ACCESS_LIMITS.email)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), ACCESS_RULE_MESSAGES.mailboxInvalid)
      .transform((v) => (v === '' ? null : normaliseEmail(v)))
      .nullable(),
  })
  .superRefine((value, ctx) => {
    const blocked = new Set(value.blockedDomains);
    const both = value.autoApproveDomains.find((d) => blocked.has(d));
    if (both) {
      ctx.addIssue({
        code: 'custom',
        path: ['blockedDomains'],
        message: ACCESS_RULE_MESSAGES.domainTwice(both),
      });
    }
  });
export type AccessRulesInput = z.input<typeof accessRulesInputSchema>;
/** The rules as saved (the answer of GET and PUT /api/admin/access/rules). */
export const accessRulesSchema = z.object({
  autoApprove: z.enum(AUTO_APPROVE_MODES),
  blockFreeEmail: z.boolean(),
  autoApproveDomains: z.array(z.string()),
  blockedDomains: z.array(z.string()),
  defaultAccessDays: z.number().nullable(),
  accessRequestsMailbox: z.string().nullable(),
});
export type AccessRules = z.output<typeof accessRulesSchema>;

export const accessDryRunInputSchema = z.object({
  email: requiredText(ACCESS_MESSAGES.emailRequired)
    .max(ACCESS_LIMITS.email, ACCESS_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, ACCESS_MESSAGES.emailInvalid)
    .transform(normaliseEmail),
});

/** Approving a request: the account (matched or created when omitted), profile and expiry. */
export const approveRequestInputSchema = z.object({
  accountId: z.uuid().nullable().optional(),
  permissionProfileId: z.uuid().nullable().optional(),
  /** ISO date-time; omitted: the organisation's default days; null: no expiry. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ApproveRequestInput = z.input<typeof approveRequestInputSchema>;

export const declineRequestInputSchema = z.object({
  reason: requiredText(ACCESS_RULE_MESSAGES.declineReasonRequired).max(ACCESS_LIMITS.declineReason),
});
export type DeclineRequestInput = z.input<typeof declineRequestInputSchema>;

export const bulkDecisionInputSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    requestIds: z.array(z.uuid()).min(1, ACCESS_RULE_MESSAGES.selectRequests).max(200),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    permissionProfileId: z.uuid().nullable().optional(),
  }),
  z.object({
    decision: z.literal('decline'),
    requestIds: z.array(z.uuid()).min(1, ACCESS_RULE_MESSAGES.selectRequests).max(200),
    reason: declineRequestInputSchema.shape.reason,
  }),
]);
export type BulkDecisionInput = z.input<typeof bulkDecisionInputSchema>;

/** One row of the staff queue. */
export const accessRequestRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['access', 'extend_access']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  jobTitle: z.string().nullable(),
  pointOfContact: z.string().nullable(),
  country: z.string().nullable(),
  relationship: z.string().nullable(),
  /** The custom checkbox's answer, with its text as the settings now word it; null: not asked. */
  customCheckbox: z.object({ label: z.string(), ticked: z.boolean() }).nullable(),
  productId: z.string(),
  productName: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  itemUid: z.string().nullable(),
  source: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  decisionSource: z.enum(ACCESS_DECISION_SOURCES).nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** What the ask rule's endpoint said of the request (or why it gave no answer). */
  askNote: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  /** An account whose domain matches the e-mail's, offered when approving. */
  suggestedAccount: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AccessRequestRow = z.output<typeof accessRequestRowSchema>;

/** What the form's optional fields and hidden data need, fetched when the modal opens. */
export interface AccessFormConfig {
  orgName: string;
  portalTitle: string;
  fields: AccessRequestFieldsConfig;
  products: { id: string; name: string }[];
  revision: number;
  blockFreeEmail: boolean;
  /** The form offers 'Send me updates' only when visitors may subscribe. */
  subscribe: boolean;
}
