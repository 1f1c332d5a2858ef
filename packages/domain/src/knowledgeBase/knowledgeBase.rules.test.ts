import { describe, expect, it } from 'vitest';
import { kbTableQuerySchema } from './knowledgeBase.schema.js';
import {
  csvCellValue,
  csvSafeCell,
  isKbCsvHeader,
  kbColumns,
  kbExportRow,
  kbImportRows,
  kbReachableTotal,
  kbTimeFilterSince,
} from './knowledgeBase.rules.js';

const NOW = new Date('2026-03-31T12:00:00Z');
const PRODUCTS = [
  { id: 'p1', name: 'Northwind Cloud', slug: 'northwind' },
  { id: 'p2', name: 'Analytics, EU', slug: 'analytics' },
];

describe('knowledge-base rules', () => {
  it('turns the time filter values into the oldest change kept', () => {
    expect(kbTimeFilterSince('', NOW)).toBeNull();
    expect(kbTimeFilterSince('last1d', NOW)?.toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(kbTimeFilterSince('last7d', NOW)?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(kbTimeFilterSince('last1m', NOW)?.toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(kbTimeFilterSince('last1y', NOW)?.toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });

  it('caps the total at 1000 minus the page size', () => {
    expect(kbReachableTotal(30, 10)).toBe(30);
    expect(kbReachableTotal(5000, 10)).toBe(990);
    expect(kbReachableTotal(5000, 50)).toBe(950);
  });

  it('hides favorite, access, date and filter columns outside main mode', () => {
    expect(kbColumns('main')).toEqual([
      'favorite',
      'question',
      'answer',
      'access',
      'date',
      'filters',
    ]);
    for (const mode of ['public', 'account_external', 'preview'] as const) {
      expect(kbColumns(mode)).toEqual(['question', 'answer']);
    }
  });

  it('exports formula-looking cells with a leading apostrophe and reads them back', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx']) {
      expect(csvSafeCell(cell)).toBe(`'${cell}`);
      expect(csvCellValue(csvSafeCell(cell))).toBe(cell);
    }
    expect(csvSafeCell('Yes, =1 inside')).toBe('Yes, =1 inside');
    expect(csvCellValue("'quoted")).toBe("'quoted");
    expect(
      kbExportRow({
        question: '=HYPERLINK("x")',
        answer: 'Yes',
        comment: null,
        accessLevel: 'private',
        productNames: ['Northwind Cloud', 'Analytics, EU'],
      }),
    ).toEqual(['\'=HYPERLINK("x")', 'Yes', '', 'private', 'Northwind Cloud; Analytics, EU']);
  });

  it('checks the header row', () => {
    expect(isKbCsvHeader(['Question', 'answer', ' comment', 'access', 'products'])).toBe(true);
    expect(isKbCsvHeader(['question', 'answer'])).toBe(false);
  });

  it('reads rows into entries, products by name or slug, and reports every bad row by line', () => {
    const { entries, errors } = kbImportRows(
      [
        { line: 2, cells: ['Q1?', 'A1', '', '', 'northwind; ANALYTICS, EU'] },
        { line: 3, cells: ['Q2?', 'A2', 'c', 'Private', ''] },
        { line: 4, cells: ['', '', '', 'secret', 'Nope'] },
        { line: 6, cells: ['Q4?', 'A4'] },
      ],
      PRODUCTS,
    );
    expect(entries).toEqual([
      {
        line: 2,
        question: 'Q1?',
        answer: 'A1',
        comment: null,
        accessLevel: 'public',
        productIds: ['p1', 'p2'],
      },
      {
        line: 3,
        question: 'Q2?',
        answer: 'A2',
        comment: 'c',
        accessLevel: 'private',
        productIds: [],
      },
    ]);
    expect(errors).toEqual([
      {
        line: 4,
        message:
          'Question is required; Answer is required; Access must be public or private; Unknown product "Nope"',
      },
      { line: 6, message: 'Expected 5 columns, found 2' },
    ]);
  });

  it('validates the table query with the limits', () => {
    const ok = kbTableQuerySchema.parse({
      q: '  soc 2 ',
      access: 'public,private',
      time: 'last7d',
    });
    expect(ok).toMatchObject({
      q: 'soc 2',
      page: 1,
      pageSize: 10,
      access: ['public', 'private'],
      time: 'last7d',
      productIds: [],
    });
    expect(kbTableQuerySchema.safeParse({ q: 'x'.repeat(513) }).success).toBe(false);
    expect(kbTableQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(kbTableQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(kbTableQuerySchema.safeParse({ access: 'secret' }).success).toBe(false);
    expect(kbTableQuerySchema.safeParse({ productIds: 'not-a-uuid' }).success).toBe(false);
    expect(kbTableQuerySchema.safeParse({ time: 'last2d' }).success).toBe(false);
  });
});
