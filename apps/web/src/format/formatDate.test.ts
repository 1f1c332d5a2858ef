import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.js';

describe('formatDate', () => {
  it("prints the spec's 'MMMM d, yyyy'", () => {
    expect(formatDate('2025-03-07T12:00:00.000Z')).toBe('March 7, 2025');
  });

  it('uses UTC, so server and browser agree whatever their time zone', () => {
    expect(formatDate('2025-01-01T00:30:00+02:00')).toBe('December 31, 2024');
  });

  it('prints nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
