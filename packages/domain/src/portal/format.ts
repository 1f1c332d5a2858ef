/** Dates as the portal shows them: 'MMMM d, yyyy' (visitor-portal.md §9), e.g. 'November 22, 2026'. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Formats in UTC so the server-rendered page and the hydrated page agree. A YYYY-MM-DD string is
 * that calendar day. Returns '' for an unreadable date rather than 'Invalid Date'.
 */
export function formatLongDate(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}
