import type { SubprocessorView } from '@candor/domain/portal/portalView';

const SUBPROCESSOR_COLUMNS = ['purpose', 'location', 'additionalDetails'] as const;
export type SubprocessorColumn = (typeof SUBPROCESSOR_COLUMNS)[number];

export const SUBPROCESSOR_COLUMN_LABELS: Record<SubprocessorColumn, string> = {
  purpose: 'Purpose',
  location: 'Location',
  additionalDetails: 'Additional Details',
};

/** Optional columns that at least one subprocessor fills (empty columns are hidden). */
export function filledColumns(rows: SubprocessorView[]): SubprocessorColumn[] {
  return SUBPROCESSOR_COLUMNS.filter((column) =>
    rows.some((row) => (row[column] ?? '').trim() !== ''),
  );
}

/** Case-insensitive match of the search text against every shown field of a row. */
export function matchesSearch(row: SubprocessorView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [row.company.name, row.company.domain, row.purpose, row.location, row.additionalDetails]
    .filter((value): value is string => Boolean(value))
    .some((value) => value.toLowerCase().includes(needle));
}
