import { describe, expect, it } from 'vitest';
import { retryDelayMs, scheduledRetryDelayMs } from './retryDelay.js';

const backoff = { baseMs: 1_000, maxMs: 60_000 };

describe('retryDelayMs', () => {
  it('grows exponentially with the attempts made, up to the cap', () => {
    const highest = (attempts: number) => retryDelayMs(attempts, backoff, () => 1);
    expect([1, 2, 3, 4, 7, 8, 50].map(highest)).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('spreads retries with jitter but never retries at once', () => {
    const delays = [0, 0.25, 0.5, 0.999].map((r) => retryDelayMs(3, backoff, () => r));
    expect(delays[0]).toBeGreaterThan(0);
    expect(new Set(delays).size).toBe(4);
    expect(Math.max(...delays)).toBeLessThanOrEqual(4_000);
  });
});

describe('scheduledRetryDelayMs', () => {
  it('follows the schedule, the last wait repeating, each shortened by at most a tenth', () => {
    const schedule = [5_000, 300_000, 1_800_000];
    expect([1, 2, 3, 4, 9].map((n) => scheduledRetryDelayMs(schedule, n, () => 0))).toEqual([
      5_000, 300_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
    expect(scheduledRetryDelayMs(schedule, 2, () => 0.999)).toBe(270_030);
  });
});
