/**
 * The knowledge base's pure rules: the time filter, the §9 caps, the table's columns per viewer
 * (§6), and the CSV file's cells both ways (import rows to entries, formula-safe export).
 */
import type { PortalMode } from '../portal/portalView.js';
import {
  KB_ACCESS_LEVELS,
  KB_CSV_COLUMNS,
  KB_CSV_PRODUCT_SEPARATOR,
  KB_LIMITS,
  KB_MESSAGES,
  type KbAccessLevel,
  type KbTimeFilterValue,
} from './knowledgeBase.constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest change the time filter keeps, or null for all time. */
export function kbTimeFilterSince(value: KbTimeFilterValue, now: Date): Date | null {
  const since = new Date(now);
  switch (value) {
    case '':
      return null;
    case 'last1d':
      return new Date(now.getTime() - DAY_MS);
    case 'last7d':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'last1m':
      since.setUTCMonth(since.getUTCMonth() - 1);
      return since;
    case 'last1y':
      since.setUTCFullYear(since.getUTCFullYear() - 1);
      return since;
  }
}

/** §9: the total a list reports (and pages through) is capped at 1000 minus the page size. */
export const kbReachableTotal = (total: number, pageSize: number): number =>
  Math.max(0, Math.min(total, KB_LIMITS.maxResults - pageSize));

/** The columns of the knowledge-base table, in order. */
export type KbColumn = 'favorite' | 'question' | 'answer' | 'access' | 'date' | 'filters';

/**
 * §6: public-type viewers (every mode but main) see neither the favourite, access, date nor
 * filter (products, source) columns, nor the metadata panel.
 */
export function kbColumns(mode: PortalMode): KbColumn[] {
  return mode === 'main'
    ? ['favorite', 'question', 'answer', 'access', 'date', 'filters']
    : ['question', 'answer'];
}
export const kbShowsMetadata = (mode: PortalMode): boolean => mode === 'main';

/** The words of a search, each matched on its own (every word must be found). */
export function kbSearchWords(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 20);
}

/** Cells a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as exported: one that a spreadsheet would read as a formula gets a leading apostrophe,
 * so opening the export never runs what someone typed into an answer (CSV injection).
 */
export const csvSafeCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** The inverse on import: an apostrophe our export added is dropped again. */
export const csvCellValue = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

export interface KbCsvProduct {
  id: string;
  name: string;
  slug: string;
}

export interface KbImportEntry {
  /** The line of the file the entry starts on (the header is line 1). */
  line: number;
  question: string;
  answer: string;
  comment: string | null;
  accessLevel: KbAccessLevel;
  productIds: string[];
}

export interface KbImportError {
  line: number;
  message: string;
}

/** True when the header row names the CSV columns in order (case and spaces ignored). */
export const isKbCsvHeader = (row: readonly string[]): boolean =>
  row.length === KB_CSV_COLUMNS.length &&
  row.every((cell, index) => cell.trim().toLowerCase() === KB_CSV_COLUMNS[index]);

/**
 * The rows of an imported file (header excluded, each with the line it starts on) as entries,
 * or the errors of every bad row: a product is named by its name or slug (case ignored), access
 * is public or private (empty means public).
 */
export function kbImportRows(
  rows: readonly { line: number; cells: readonly string[] }[],
  products: readonly KbCsvProduct[],
): { entries: KbImportEntry[]; errors: KbImportError[] } {
  const byKey = new Map<string, string>();
  for (const product of products) {
    byKey.set(product.name.trim().toLowerCase(), product.id);
    byKey.set(product.slug.toLowerCase(), product.id);
  }
  const entries: KbImportEntry[] = [];
  const errors: KbImportError[] = [];
  for (const { line, cells } of rows) {
    const problems: string[] = [];
    if (cells.length !== KB_CSV_COLUMNS.length) {
      errors.push({
        line,
        message: `Expected ${KB_CSV_COLUMNS.length} columns, found ${cells.length}`,
      });
      continue;
    }
    const cell = (index: number) => csvCellValue(cells[index] ?? '').trim();
    const [question, answer, comment, access, productCell] = [
      cell(0),
      cell(1),
      cell(2),
      cell(3),
      cell(4),
    ] as const;
    if (!question) problems.push(KB_MESSAGES.questionRequired);
    else if (question.length > KB_LIMITS.question) problems.push(KB_MESSAGES.questionTooLong);
    if (!answer) problems.push(KB_MESSAGES.answerRequired);
    else if (answer.length > KB_LIMITS.answer) problems.push(KB_MESSAGES.answerTooLong);
    if (comment.length > KB_LIMITS.comment) problems.push(KB_MESSAGES.commentTooLong);
    const level = (access || 'public').toLowerCase();
    const accessLevel = KB_ACCESS_LEVELS.find((l) => l === level);
    if (!accessLevel) problems.push(KB_MESSAGES.accessInvalid);
    const productIds: string[] = [];
    for (const name of productCell.split(KB_CSV_PRODUCT_SEPARATOR)) {
      const key = name.trim().toLowerCase();
      if (!key) continue;
      const id = byKey.get(key);
      if (id === undefined) problems.push(`${KB_MESSAGES.unknownProduct} "${name.trim()}"`);
      else if (!productIds.includes(id)) productIds.push(id);
    }
    if (problems.length > 0 || !accessLevel) {
      errors.push({ line, message: problems.join('; ') });
      continue;
    }
    entries.push({
      line,
      question,
      answer,
      comment: comment || null,
      accessLevel,
      productIds,
    });
  }
  return { entries, errors };
}

/** One exported row, cells formula-safe; products by name. */
export function kbExportRow(entry: {
  question: string;
  answer: string;
  comment: string | null;
  accessLevel: KbAccessLevel;
  productNames: readonly string[];
}): string[] {
  return [
    entry.question,
    entry.answer,
    entry.comment ?? '',
    entry.accessLevel,
    entry.productNames.join(`${KB_CSV_PRODUCT_SEPARATOR} `),
  ].map(csvSafeCell);
}
