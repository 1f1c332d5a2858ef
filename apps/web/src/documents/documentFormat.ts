/** How a document tile describes a file: its type, size and date, in a few words. */
import { formatLongDate } from '@candor/domain/portal/format';

const TYPES: [RegExp, string][] = [
  [/^application\/pdf$/, 'PDF'],
  [/wordprocessingml|msword/, 'Word'],
  [/spreadsheetml|ms-excel|text\/csv/, 'Spreadsheet'],
  [/presentationml|ms-powerpoint/, 'Presentation'],
  [/^image\//, 'Image'],
  [/zip/, 'ZIP'],
  [/^text\//, 'Text'],
];

export function documentTypeLabel(contentType: string, name: string): string {
  const known = TYPES.find(([pattern]) => pattern.test(contentType));
  if (known) return known[1];
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : 'File';
}

/** 1 000-based, as file managers show sizes: '480 KB', '1.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** 'PDF · March 14, 2025 · 482 KB' */
export function documentDetails(document: {
  contentType: string;
  name: string;
  createdAt: string;
  size: number | null;
}): string {
  return [
    documentTypeLabel(document.contentType, document.name),
    formatLongDate(document.createdAt),
    document.size === null ? '' : formatFileSize(document.size),
  ]
    .filter((part) => part !== '')
    .join(' \u00b7 ');
}

export const isPdf = (contentType: string): boolean => contentType === 'application/pdf';
