/**
 * A JSON object whose one list is written while its rows are read (`{…head, "entries": [rows]}`),
 * so memory stays flat however many rows there are; the text is what JSON.stringify would give
 * of the whole object.
 */
import { Readable } from 'node:stream';

export function jsonStream(
  head: Record<string, unknown>,
  listKey: string,
  rows: AsyncIterable<unknown>,
): Readable {
  const opening = JSON.stringify({ ...head, [listKey]: [] }).slice(0, -2);
  return Readable.from(
    (async function* () {
      yield opening;
      let first = true;
      for await (const row of rows) {
        yield `${first ? '' : ','}${JSON.stringify(row)}`;
        first = false;
      }
      yield ']}';
    })(),
  );
}
