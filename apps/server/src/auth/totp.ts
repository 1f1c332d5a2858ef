/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step either side for clock drift) and
 * its secret at rest: sealed with the installation's files key (the documents' AES-GCM envelope,
 * bound to the user's id, so a sealed secret copied to another user does not open). Without a
 * configured files key (tests), a key derived from the session secret seals it.
 */
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../config.js';
import { keyIdOf, openEnvelope, sealEnvelope } from '../storage/envelope.js';

const PERIOD = 30;
const WINDOW = 1;
const ISSUER = 'Candor';

export interface TotpSecrets {
  seal(staffUserId: string, secret: string): string;
  open(staffUserId: string, sealed: string): string;
}

const envelopeKey = (staffUserId: string) => `staff-totp/${staffUserId}`;

export function totpSecrets(
  config: Pick<Config, 'filesEncryptionKey' | 'filesPreviousKeys' | 'sessionSecret'>,
): TotpSecrets {
  const current =
    config.filesEncryptionKey ??
    Buffer.from(hkdfSync('sha256', config.sessionSecret, 'candor', 'staff-totp-secrets', 32));
  const openers = new Map(
    [current, ...config.filesPreviousKeys].map((key) => [keyIdOf(key).toString('hex'), key]),
  );
  return {
    seal: (staffUserId, secret) =>
      sealEnvelope(current, envelopeKey(staffUserId), Buffer.from(secret)).toString('base64'),
    open: (staffUserId, sealed) =>
      openEnvelope(openers, envelopeKey(staffUserId), Buffer.from(sealed, 'base64')).toString(),
  };
}

/** A new secret: 160 random bits, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code is valid for right now (±1 step), or null for a wrong code. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

/** The otpauth:// address and its QR code as SVG markup, for enrolling an app. */
export async function enrolmentCode(
  secret: string,
  accountEmail: string,
): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpOf(secret, accountEmail).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, width: 200 });
  return { otpauthUrl, qrSvg };
}

/** Base32 alphabet, lower case: ten characters hold 50 random bits. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code as shown: 'abcde-fghij'. */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored of a recovery code (normalised: no hyphen, lower case). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
