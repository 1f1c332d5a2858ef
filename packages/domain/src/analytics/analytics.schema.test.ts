import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  analyticsEventsQuerySchema,
  analyticsRange,
  daysBetween,
} from './analytics.schema.js';

describe('analytics range', () => {
  it('is the last N days ending today, inclusive', () => {
    expect(analyticsRange(7, new Date('2026-03-10T23:59:00Z'))).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('refuses from after to with a clear message', () => {
    const parsed = analyticsEventsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(ANALYTICS_MESSAGES.badRange);
  });

  it('reads empty filters as absent', () => {
    expect(analyticsEventsQuerySchema.parse({ kind: '', accountId: '', from: '' })).toEqual({
      kind: undefined,
      accountId: undefined,
      from: undefined,
      to: undefined,
      productId: undefined,
      fileId: undefined,
    });
  });
});
