/**
 * The staff forms' limits and texts, without zod: the set-password page (in the portal's bundle)
 * imports them alone.
 */
/** The same rule as the staff-password command: argon2 takes any length, people need eight. */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const STAFF_PASSWORD_MAX_LENGTH = 1024;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const STAFF_MESSAGES = {
  displayNameRequired: 'You must provide a name.',
  displayNameTooLong: `The name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  roleRequired: 'Choose a role: Admin, Editor, Access manager or Viewer.',
  scopeUnknown: 'Unknown permission scope',
  scopesInvalid: 'Scopes must be a list of permission scopes',
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: 'The passwords do not match.',
  tokenInvalid: 'This link is invalid or has expired. Ask for a new invitation.',
  invited: 'Invitation sent',
  inviteResent: 'Invitation sent again',
  emailTaken: 'A staff user with this email already exists.',
  notYourself: 'You cannot remove yourself.',
  lastManager: 'At least one staff user must keep the permission to manage staff.',
  notFound: 'Staff user not found',
  alreadyActive: 'This staff user has already set a password.',
} as const;
