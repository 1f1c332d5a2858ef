/**
 * Every date and time shown to people, on the portal, in the private area and in mails: here and
 * nowhere else (ESLint refuses `toLocaleDateString`, date `toLocaleString` and
 * `Intl.DateTimeFormat` outside this file). In UTC, so the server-rendered page and the hydrated
 * page agree and a mail reads the same whatever the server's time zone; a time is labelled 'UTC'.
 * The one exception is the spec's search time, in the reader's zone as the browser writes it.
 *
 * Written out rather than through `Intl.DateTimeFormat`: creating that formatter loads the
 * locale's data, one of the longest single steps of the page's start on a phone, for formats
 * whose every part is fixed.
 */

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

/** The date, or null for an unreadable one (formatters then give '' rather than 'Invalid Date'). */
function readDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '9:04 AM': the 12-hour clock en-US writes. */
const clock12h = (hours: number, minutes: number) =>
  `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;

/**
 * 'MMMM d, yyyy' (visitor-portal.md §9), e.g. 'November 22, 2026': the UTC calendar day. A
 * YYYY-MM-DD string is that calendar day.
 */
export function formatLongDate(value: Date | string): string {
  const date = readDate(value);
  if (!date) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A moment, 'November 22, 2026 at 2:30 PM UTC' (mails, the private area's tables). */
export function formatLongDateTime(value: Date | string): string {
  const date = readDate(value);
  if (!date) return '';
  return `${formatLongDate(date)} at ${clock12h(date.getUTCHours(), date.getUTCMinutes())} UTC`;
}

/**
 * 'date time en-US 12h' (visitor-portal.md §7, the search time and the knowledge base's 'time
 * modified') as `toLocaleString('en-US')` writes it ('11/24/2026, 9:04 AM'), in the reader's
 * time zone: shown only in the browser, after the page has hydrated.
 */
export function formatDateTimeEnUs12h(value: Date | string): string {
  const date = readDate(value);
  if (!date) return '';
  return (
    `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ` +
    clock12h(date.getHours(), date.getMinutes())
  );
}
