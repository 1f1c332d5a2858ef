/**
 * The spec's messages of visitor access (visitor-portal.md §5, §7, §8), apart from the schemas:
 * the portal's first script names some of them and should not have to load zod to do so.
 */
import { ACCESS_LIMITS, NDA_UI } from './access.constants.js';

export const ACCESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameInvalid: 'Use letters, spaces, apostrophes, periods and hyphens only',
  nameTooLong: `At most ${ACCESS_LIMITS.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'This email is invalid',
  loginEmailRequired: 'You must provide an email.',
  workEmailRequired: 'Please use your work email.',
  companyRequired: 'Company name is required',
  agreeRequired: 'You must agree to the terms',
  fieldRequired: 'This field is required',
  contactEmailInvalid: 'Please enter a valid email',
  contactEmailRequired: "Enter your contact's email within this organization",
  productsRequired: 'Please select at least one product',
  unknownError: 'Unfortunately, an unknown error has occurred.',
  tooManyRequests: 'Too many requests. Please try again later.',
  // Extend access (§8).
  alreadyHasAccess: 'You already have access.',
  alreadyRequested: 'You have already requested access to this account.',
  extendError: 'An error occurred, please try again.',
  extendLinkSent: (email: string) =>
    `We sent a link to ${email}. Open it to send your request to extend access.`,
  extendLinkExpired: 'This link has expired or was already used',
  // Invitations (§5, §8).
  inviteRequired: 'Required',
  inviteInvalid: (value: string) => `"${value}" is not a valid email`,
  inviteDuplicate: (value: string) => `"${value}" has already been added`,
  inviteFailedTitle: 'Problem inviting your colleagues',
  inviteFailedText:
    'There was an issue inviting your colleagues. Please try again, or contact us if the problem persists.',
  inviteSent: 'Invite sent',
  // NDA (§8).
  ndaDownloadFailed: NDA_UI.downloadFailed,
  documentDownloadFailed:
    'Failed to download the document. If the problem persists, please contact support.',
  signInToContinue: 'Sign in to continue',
} as const;

// Member sign-in, byoid and the staff preview picker (helper member-signin).
export const MEMBER_MESSAGES = {
  signInLinkExpired: 'This sign-in link has expired or was already used',
  byoidKeyInvalid: 'Enter a PEM public key (-----BEGIN PUBLIC KEY-----)',
  byoidJwksUrlInvalid: 'Enter an https:// URL of a JWKS',
  byoidJwksUrlRefused: (reason: string) => `This JWKS URL cannot be used: ${reason}`,
  byoidTokenWithoutExpiry:
    'This sign-in token has no expiry (exp): the identity provider must set one, at most 24 hours ahead',
  byoidTokenTooLong:
    'This sign-in token expires too late: the identity provider must set its expiry (exp) at most 24 hours ahead',
  byoidSaved: 'Identity provider saved',
  previewingAs: (name: string) => `Previewing as ${name}`,
  exitPreview: 'Exit preview',
} as const;

/** The request form's own texts (§2 'Access modal'). */
export const ACCESS_FORM_TEXTS = {
  requestTitle: 'Request Access',
  requestSubtitle: (org: string, portal: string) =>
    `Please provide the following details to get access to ${org}'s ${portal}`,
  submit: 'Submit Request',
  back: 'Back',
  continue: 'Continue',
  backTo: (portal: string) => `Back to ${portal}`,
  changeEmail: 'Change email address',
} as const;

/** Default labels of the optional fields when the organisation gave none. */
export const ACCESS_FIELD_LABELS = {
  customCheckbox: 'I agree',
  countriesDropdown: 'Country',
  relationshipDropdown: 'Relationship',
  jobTitleTextField: 'Job title',
  pointOfContactField: 'Point of contact',
  accountMemberRequestProducts: 'Products',
} as const;
