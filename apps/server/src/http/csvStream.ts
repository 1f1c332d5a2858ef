/**
 * Rows as a CSV stream with visitor-portal.md §9's export defaults: comma separator, a header
 * row, every field quoted, no BOM, and smart quotes and dashes written as plain ' " -.
 * Cells a spreadsheet would run as a formula (= + - @, tab, CR) are prefixed with '.
 * Written by csv-stringify while the rows are read, so memory stays flat however many there are.
 */
import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';

/** §9: smart quotes and dashes normalised. */
export const plainCsvText = (value: string): string =>
  value
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-');

export interface CsvColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => string;
}

/** A CSV stream of the rows, header first. */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): Stringifier {
  const csv = stringify({
    delimiter: ',',
    header: true,
    bom: false,
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    columns: columns.map(({ key, header }) => ({ key, header })),
    cast: { string: plainCsvText },
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) {
        yield Object.fromEntries(columns.map(({ key, cell }) => [key, cell(row)]));
      }
    })(),
  );
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
