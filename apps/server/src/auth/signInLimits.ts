/**
 * How many sign-in attempts are allowed: per client address across e-mails (one address trying
 * many accounts) and per e-mail across addresses (many addresses trying one account). Counted
 * before the password check, so a refused attempt costs no argon2 time.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const SIGN_IN_LIMITS = {
  perAddress: { points: 20, duration: 60 },
  perEmail: { points: 10, duration: 60 },
} as const;

export type SignInLimitScope = 'address' | 'email';

export interface SignInLimitHit {
  scope: SignInLimitScope;
  retryAfterSeconds: number;
  /** The first attempt refused in this window: the one worth recording. */
  first: boolean;
}

/**
 * Counts one attempt and says which limit it goes over, if any. The counts live behind this
 * interface so that a fleet of servers can keep them in the shared database instead
 * (rate-limiter-flexible has PostgreSQL and Drizzle stores with the same API as the memory one).
 */
export interface SignInAttemptLimiter {
  attempt(ip: string, email: string): Promise<SignInLimitHit | null>;
  /**
   * The attempt just counted succeeded: it is given back, so the limits slow down guessing and
   * never someone who signs in often with the right password (a team behind one address).
   */
  succeeded(ip: string, email: string): Promise<void>;
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
}): SignInAttemptLimiter {
  return {
    async attempt(ip, email) {
      // An address already refused does not also use up the e-mail's attempts: one flooding
      // address must not lock the account's owner out for everyone else.
      return (
        (await consume(limiters.perAddress, ip, 'address')) ??
        (await consume(limiters.perEmail, email, 'email'))
      );
    },
    async succeeded(ip, email) {
      await Promise.all([limiters.perAddress.reward(ip, 1), limiters.perEmail.reward(email, 1)]);
    },
  };
}

/** The counts in this process's memory: right for one server. */
export function memorySignInAttemptLimiter(limits = SIGN_IN_LIMITS): SignInAttemptLimiter {
  return signInAttemptLimiter({
    perAddress: new RateLimiterMemory({ keyPrefix: 'sign-in-address', ...limits.perAddress }),
    perEmail: new RateLimiterMemory({ keyPrefix: 'sign-in-email', ...limits.perEmail }),
  });
}
