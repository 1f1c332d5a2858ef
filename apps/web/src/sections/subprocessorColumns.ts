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

/** Every column of the table sorts (staff-content.md §9: client-side sorting). */
export type SubprocessorSortColumn = 'company' | SubprocessorColumn;
export interface SubprocessorSort {
  column: SubprocessorSortColumn;
  direction: 'ascending' | 'descending';
}

const sortValue = (row: SubprocessorView, column: SubprocessorSortColumn): string =>
  (column === 'company' ? row.company.name : (row[column] ?? '')).trim();

/**
 * The rows in the order a header asks for: by the column's text, ignoring case and accents,
 * numbers by value; empty cells last in either direction. Stable: equal rows keep their order.
 */
export function sortSubprocessors(
  rows: readonly SubprocessorView[],
  sort: SubprocessorSort | null,
): SubprocessorView[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.column);
    const right = sortValue(b, sort.column);
    if (left === '' || right === '') return Number(left === '') - Number(right === '');
    return sign * left.localeCompare(right, undefined, { sensitivity: 'base', numeric: true });
  });
}

/** A header's next sort: ascending first, then the other way on each press. */
export const nextSort = (
  current: SubprocessorSort | null,
  column: SubprocessorSortColumn,
): SubprocessorSort => ({
  column,
  direction:
    current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
});
