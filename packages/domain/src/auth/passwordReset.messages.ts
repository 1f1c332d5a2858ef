/**
 * "Forgot password?": its texts and the link's lifetime, without zod (the login pages, in the
 * portal's bundle, import them alone). The answer is the same whether the e-mail belongs to
 * staff or not, so it says what happens if it does.
 */
/** How long a mailed reset link works: short, as it stands in for a password. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If this e-mail belongs to a staff account, we have sent it a link to choose a new ' +
    `password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  tooMany: 'Too many password reset requests. Please wait a few minutes and try again.',
  done:
    'Your password has been changed and you have been signed out everywhere. Sign in with ' +
    'your new password.',
} as const;
