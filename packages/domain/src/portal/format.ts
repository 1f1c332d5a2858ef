/** Dates as the portal shows them: 'MMMM d, yyyy' (visitor-portal.md §9), e.g. 'November 22, 2026'. */
/** English month names, January first (the portal's dates and the bridge letters'). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Formats in UTC so the server-rendered page and the hydrated page agree. A YYYY-MM-DD string is
 * that calendar day. Returns '' for an unreadable date rather than 'Invalid Date'.
 *
 * Written out rather than through `Intl.DateTimeFormat`: creating that formatter loads the
 * locale's data, one of the longest single steps of the page's start on a phone, for a format
 * whose every part is fixed.
 */
export function formatLongDate(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
