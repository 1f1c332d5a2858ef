import { describe, expect, it } from 'vitest';
import { formatDateTimeEnUs12h, formatLongDate, formatLongDateTime } from './format.js';

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

describe("formatLongDateTime ('MMMM d, yyyy at h:mm a UTC')", () => {
  it('writes the UTC moment, labelled, whatever the zone it is given in', () => {
    expect(formatLongDateTime('2026-12-01T09:30:00.000Z')).toBe('December 1, 2026 at 9:30 AM UTC');
    expect(formatLongDateTime('2026-12-01T09:30:00-05:00')).toBe('December 1, 2026 at 2:30 PM UTC');
    expect(formatLongDateTime(new Date(Date.UTC(2026, 0, 1, 0, 5)))).toBe(
      'January 1, 2026 at 12:05 AM UTC',
    );
    expect(formatLongDateTime('2026-01-01T12:00:00Z')).toBe('January 1, 2026 at 12:00 PM UTC');
    expect(formatLongDateTime('soon')).toBe('');
  });

  it('reads as Intl en-US long date and short time in UTC do, every hour of a day', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    for (let hour = 0; hour < 24; hour++) {
      const date = new Date(Date.UTC(2028, 1, 29, hour, (7 * hour) % 60));
      expect(formatLongDateTime(date)).toBe(`${intl.format(date).replace('\u202f', ' ')} UTC`);
    }
  });
});

describe("formatDateTimeEnUs12h ('date time en-US 12h', the reader's zone)", () => {
  it("reads as the browser's toLocaleString('en-US') does, every hour of a day", () => {
    for (let hour = 0; hour < 24; hour++) {
      const date = new Date(2028, 1, 29, hour, (7 * hour) % 60);
      const intl = date.toLocaleString('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
      expect(formatDateTimeEnUs12h(date)).toBe(intl.replace('\u202f', ' '));
    }
    expect(formatDateTimeEnUs12h('soon')).toBe('');
  });
});
