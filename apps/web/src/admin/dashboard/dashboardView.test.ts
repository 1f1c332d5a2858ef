import { describe, expect, it } from 'vitest';
import { daysUntil, expiryText } from './dashboardView.js';

describe('expiryText', () => {
  const today = '2026-11-27';

  it('counts the days left, and says when one has passed', () => {
    expect(expiryText('2026-12-07', today)).toEqual({
      text: 'Expires in 10 days (December 7, 2026)',
      expired: false,
    });
    expect(expiryText('2026-11-28', today).text).toBe('Expires in 1 day (November 28, 2026)');
    expect(expiryText('2026-11-27', today).text).toBe('Expires today (November 27, 2026)');
    expect(expiryText('2026-11-24', today)).toEqual({
      text: 'Expired 3 days ago (November 24, 2026)',
      expired: true,
    });
  });

  it('counts whole calendar days across a month', () => {
    expect(daysUntil('2027-01-26', today)).toBe(60);
  });
});
