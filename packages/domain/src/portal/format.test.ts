import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format.js';

describe("formatLongDate ('MMMM d, yyyy')", () => {
  it('formats dates and timestamps', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate(new Date('2026-01-05T10:00:00Z'))).toBe('January 5, 2026');
  });

  it('uses the UTC calendar day so server and browser agree', () => {
    expect(formatLongDate('2026-03-01T23:30:00Z')).toBe('March 1, 2026');
    expect(formatLongDate('2026-03-01T23:30:00-05:00')).toBe('March 2, 2026');
  });

  it("returns '' for an unreadable date", () => {
    expect(formatLongDate('soon')).toBe('');
  });

  it('reads as Intl en-US long dates do, every month and day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      expect(formatLongDate(date)).toBe(intl.format(date));
    }
  });
});
