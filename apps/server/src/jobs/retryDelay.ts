/**
 * How long a failed job waits before its next attempt: exponential in the attempts made, capped,
 * with full jitter (a random wait between zero and the exponential bound), so jobs that failed
 * together (the mail server went down) do not all come back in the same instant.
 */
export interface BackoffOptions {
  /** The bound after the first failed attempt. */
  baseMs: number;
  /** The bound never grows beyond this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 5_000, maxMs: 15 * 60_000 };

/** `attempts` is how many attempts have been made (1 after the first failure). */
export function retryDelayMs(
  attempts: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempts - 1);
  const bound = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30));
  // Never zero: a job retried at once would spin against a server that is down.
  return Math.max(Math.ceil(bound / 10), Math.round(random() * bound));
}

/**
 * A fixed schedule of waits (the n-th entry after the n-th failed attempt; the last repeats),
 * each shortened by up to a tenth at random so that jobs that failed together spread out.
 */
export function scheduledRetryDelayMs(
  schedule: readonly number[],
  attempts: number,
  random: () => number = Math.random,
): number {
  const wait = schedule[Math.min(Math.max(attempts, 1), schedule.length) - 1] ?? 0;
  return Math.max(1, Math.round(wait * (1 - random() / 10)));
}
