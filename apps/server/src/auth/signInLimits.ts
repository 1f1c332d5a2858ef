/**
 * How many sign-in attempts are allowed: per client address across e-mails (one address trying
 * many accounts) and per e-mail across addresses (many addresses trying one account). Counted
 * before the password check, so a refused attempt costs no argon2 time.
 *
 * A browser that signed in as that e-mail before (a valid device cookie, `deviceCookie.ts`) is
 * counted against its own limit instead (OWASP device cookies): strangers flooding an e-mail
 * cannot keep its owner out, and a stolen cookie still only guesses at the device's pace.
 */
import type { Database } from '../db/client.js';
import {
  createRateLimiter,
  RateLimiterRes,
  type RateLimiterAbstract,
} from '../http/rateLimiter.js';

export type SignInLimits = Record<
  'perAddress' | 'perEmail' | 'perDevice',
  { points: number; duration: number }
>;

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { points: 20, duration: 60 },
  perEmail: { points: 10, duration: 60 },
  perDevice: { points: 10, duration: 60 },
};

/**
 * "Forgot password?" requests (each may mail someone): per address across e-mails, and per
 * e-mail across addresses so no one can fill a mailbox. The form has no device cookie.
 */
export const PASSWORD_RESET_LIMITS: SignInLimits = {
  perAddress: { points: 10, duration: 15 * 60 },
  perEmail: { points: 3, duration: 15 * 60 },
  perDevice: { points: 3, duration: 15 * 60 },
};

export type SignInLimitScope = 'address' | 'email' | 'device';

export interface SignInLimitHit {
  scope: SignInLimitScope;
  retryAfterSeconds: number;
  /** The first attempt refused in this window: the one worth recording. */
  first: boolean;
}

/**
 * Counts one attempt and says which limit it goes over, if any. The counts live in the database
 * the servers share (`http/rateLimiter.ts`), so a fleet allows what one server allows.
 */
export interface SignInAttemptLimiter {
  /** `device`: the nonce of a valid device cookie issued for `email`, if the request has one. */
  attempt(ip: string, email: string, device?: string | null): Promise<SignInLimitHit | null>;
  /**
   * The attempt just counted succeeded: it is given back, so the limits slow down guessing and
   * never someone who signs in often with the right password (a team behind one address).
   */
  succeeded(ip: string, email: string, device?: string | null): Promise<void>;
}

async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  scope: SignInLimitScope,
): Promise<SignInLimitHit | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // The library rejects with its result when over the limit, with an Error when it fails.
    if (rejection instanceof RateLimiterRes) {
      return {
        scope,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        first: rejection.consumedPoints === limiter.points + 1,
      };
    }
    throw rejection;
  }
}

export function signInAttemptLimiter(limiters: {
  perAddress: RateLimiterAbstract;
  perEmail: RateLimiterAbstract;
  perDevice: RateLimiterAbstract;
}): SignInAttemptLimiter {
  const deviceKey = (email: string, device: string) => `${email}:${device}`;
  return {
    async attempt(ip, email, device) {
      if (device) return consume(limiters.perDevice, deviceKey(email, device), 'device');
      // An address already refused does not also use up the e-mail's attempts: one flooding
      // address must not lock the account's owner out for everyone else.
      return (
        (await consume(limiters.perAddress, ip, 'address')) ??
        (await consume(limiters.perEmail, email, 'email'))
      );
    },
    async succeeded(ip, email, device) {
      if (device) {
        await limiters.perDevice.reward(deviceKey(email, device), 1);
        return;
      }
      await Promise.all([limiters.perAddress.reward(ip, 1), limiters.perEmail.reward(email, 1)]);
    },
  };
}

/**
 * The counts where every server sees them (the shared PostgreSQL database; this process's memory
 * on PGlite). `purpose` keeps the counts of different forms (sign-in, set password) apart.
 */
export function sharedSignInAttemptLimiter(
  database: Pick<Database, 'kind' | 'db'>,
  purpose: 'sign-in' | 'set-password' | 'password-reset' = 'sign-in',
  limits = SIGN_IN_LIMITS,
): SignInAttemptLimiter {
  return signInAttemptLimiter({
    perAddress: createRateLimiter(database, {
      keyPrefix: `${purpose}-address`,
      ...limits.perAddress,
    }),
    perEmail: createRateLimiter(database, { keyPrefix: `${purpose}-email`, ...limits.perEmail }),
    perDevice: createRateLimiter(database, {
      keyPrefix: `${purpose}-device`,
      ...limits.perDevice,
    }),
  });
}
