/**
 * The second factor of staff sign-in (TOTP): the forms' rules and texts, shared by the server,
 * the sign-in page and the private area's "Your account" page.
 */
import { z } from 'zod';

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one sign-in attempt may send before it ends. */
export const TOTP_ATTEMPTS_PER_SIGN_IN = 5;

export const TOTP_MESSAGES = {
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  codeIncorrect: 'That code is not correct, or it was already used. Try the next one.',
  recoveryInvalid: 'That recovery code is not correct, or it was already used.',
  codeOrRecovery: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeOrPassword: 'Enter a current code from your authenticator app or your password.',
  passwordIncorrect: 'That password is not correct.',
  stepExpired: 'Your sign-in expired. Sign in again with your email and password.',
  tooManyCodes: 'Too many incorrect codes. Sign in again with your email and password.',
  notEnrolling: 'Start the set-up again: no authenticator is waiting to be confirmed.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off first to set up another app.',
  notEnabled: 'Two-step sign-in is not on.',
  enrolmentRequired:
    'Your organisation requires two-step sign-in. Set up an authenticator app in Your account first.',
} as const;

/** Spaces and hyphens people type or paste are ignored. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

export const totpCodeSchema = z
  .string({ error: TOTP_MESSAGES.codeInvalid })
  .max(20, TOTP_MESSAGES.codeInvalid)
  .transform(compact)
  .pipe(z.string().regex(/^\d{6}$/, TOTP_MESSAGES.codeInvalid));

export const recoveryCodeSchema = z
  .string({ error: TOTP_MESSAGES.recoveryInvalid })
  .max(40, TOTP_MESSAGES.recoveryInvalid)
  .transform((value) => compact(value).toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, TOTP_MESSAGES.recoveryInvalid));

/** The sign-in's second step: a code, or a recovery code (empty fields count as absent). */
export const signInCodeSchema = z
  .object({
    code: z.preprocess((v) => (v === '' ? undefined : v), totpCodeSchema.optional()),
    recoveryCode: z.preprocess((v) => (v === '' ? undefined : v), recoveryCodeSchema.optional()),
    next: z.string().max(2000).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    error: TOTP_MESSAGES.codeOrRecovery,
    path: ['code'],
  });

export const confirmTotpSchema = z.object({ code: totpCodeSchema });

/** Turning it off: a current code or the account's password. */
export const disableTotpSchema = z
  .object({
    code: totpCodeSchema.optional(),
    password: z.string().min(1).max(1024).optional(),
  })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    error: TOTP_MESSAGES.codeOrPassword,
    path: ['code'],
  });

export const totpPolicySchema = z.object({ requireTotp: z.boolean() });

/** A secret in groups of four, as people type it into an app. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** What "Your account" shows of the signed-in user's second factor. */
export interface TotpStatus {
  enabled: boolean;
  confirmedAt: string | null;
  recoveryCodesLeft: number;
  requiredByOrganisation: boolean;
}

/** A started enrolment: the QR code (SVG markup, drawn by the server) and the text secret. */
export interface TotpEnrolment {
  qrSvg: string;
  secret: string;
  otpauthUrl: string;
}
