/**
 * The whole knowledge base as CSV (columns question, answer, comment, access, products; products
 * by name, separated by ';'), and its import: the file is checked whole before anything is
 * written, and then written in one transaction. A bad row fails the import with every bad row's
 * line; a question already in the base updates that entry, a new one is added.
 */
import {
  assertAuthorized,
  DomainError,
  isKbCsvHeader,
  KB_CSV_COLUMNS,
  KB_LIMITS,
  KB_MESSAGES,
  kbExportRow,
  kbImportRows,
  type KbImported,
  type KbImportError,
} from '@candor/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq } from 'drizzle-orm';
import { kbEntries, kbEntryProducts, products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { setEntryProducts } from './kbEntryRows.js';

export async function kbCsv(ctx: ServiceContext): Promise<string> {
  const { viewer, db } = ctx;
  assertAuthorized(viewer.actor, 'kb.export', { orgId: viewer.orgId });
  const entries = await db
    .select()
    .from(kbEntries)
    .where(eq(kbEntries.orgId, viewer.orgId))
    .orderBy(asc(kbEntries.createdAt), asc(kbEntries.id));
  const links = await db
    .select({ entryId: kbEntryProducts.kbEntryId, name: products.name })
    .from(kbEntryProducts)
    .innerJoin(products, eq(products.id, kbEntryProducts.productId))
    .where(eq(kbEntryProducts.orgId, viewer.orgId))
    .orderBy(asc(products.position), asc(products.name));
  const namesOf = new Map<string, string[]>();
  for (const link of links)
    namesOf.set(link.entryId, [...(namesOf.get(link.entryId) ?? []), link.name]);
  return stringify(
    [
      [...KB_CSV_COLUMNS],
      ...entries.map((entry) =>
        kbExportRow({
          question: entry.question,
          answer: entry.answer,
          comment: entry.comment,
          accessLevel: entry.accessLevel,
          productNames: namesOf.get(entry.id) ?? [],
        }),
      ),
    ],
    // Spreadsheets read a UTF-8 file right only with its byte-order mark.
    { bom: true, quoted_string: true },
  );
}

const lineErrors = (errors: readonly KbImportError[]) =>
  new DomainError(
    'validation_failed',
    KB_MESSAGES.csvInvalid,
    errors.map((e) => ({ path: `line ${e.line}`, message: e.message })),
  );

interface ParsedRow {
  line: number;
  cells: string[];
}

interface InfoRecord {
  record: string[];
  info: { lines: number; empty_lines: number };
}

function isInfoRecord(value: unknown): value is InfoRecord {
  if (typeof value !== 'object' || value === null) return false;
  if (!('record' in value) || !('info' in value)) return false;
  const { record, info } = value;
  return (
    Array.isArray(record) &&
    typeof info === 'object' &&
    info !== null &&
    'lines' in info &&
    typeof info.lines === 'number' &&
    'empty_lines' in info &&
    typeof info.empty_lines === 'number'
  );
}

/** The file's rows with the line each starts on (quoted cells may span lines). */
function rowsOf(text: string): { header: string[]; rows: ParsedRow[] } {
  let records: InfoRecord[];
  try {
    // With `info`, each record comes as {record, info} (the typings do not say so).
    const parsed: unknown[] = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
    records = parsed.filter(isInfoRecord);
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw lineErrors([
      {
        line: typeof line === 'number' ? line : 1,
        message: error instanceof Error ? error.message : 'Unreadable CSV',
      },
    ]);
  }
  const [first, ...rest] = records;
  if (!first) throw new DomainError('validation_failed', KB_MESSAGES.csvEmpty);
  const rows: ParsedRow[] = [];
  let end = first.info.lines;
  let empties = first.info.empty_lines;
  for (const { record, info } of rest) {
    rows.push({ line: end + 1 + (info.empty_lines - empties), cells: record });
    end = info.lines;
    empties = info.empty_lines;
  }
  return { header: first.record, rows };
}

export async function importKbCsv(
  ctx: ServiceContext,
  input: { csv: string; fileName?: string | undefined },
): Promise<KbImported> {
  const { viewer } = ctx;
  // Nobody without the right has their file read.
  assertAuthorized(viewer.actor, 'kb.import', { orgId: viewer.orgId });
  if (Buffer.byteLength(input.csv, 'utf8') > KB_LIMITS.csvMaxBytes) {
    throw new DomainError('payload_too_large', KB_MESSAGES.csvTooLarge);
  }
  // A text file: no NUL bytes, no replacement characters from a binary file read as text.
  if (input.csv.includes('\u0000') || input.csv.includes('\ufffd')) {
    throw new DomainError('unsupported_media_type', KB_MESSAGES.csvNotText);
  }
  const { header, rows } = rowsOf(input.csv);
  if (!isKbCsvHeader(header)) throw lineErrors([{ line: 1, message: KB_MESSAGES.csvHeader }]);
  if (rows.length === 0) throw new DomainError('validation_failed', KB_MESSAGES.csvEmpty);
  if (rows.length > KB_LIMITS.csvMaxRows) {
    throw new DomainError('validation_failed', KB_MESSAGES.csvTooManyRows);
  }

  const result = await mutate(ctx, {
    action: 'kb.import',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const { orgId } = viewer;
      const own = await tx
        .select({ id: products.id, name: products.name, slug: products.slug })
        .from(products)
        .where(eq(products.orgId, orgId));
      const { entries, errors } = kbImportRows(rows, own);
      const seen = new Map<string, number>();
      for (const entry of entries) {
        const key = entry.question.toLowerCase();
        const first = seen.get(key);
        if (first !== undefined) {
          errors.push({ line: entry.line, message: `Duplicate question (also on line ${first})` });
        } else seen.set(key, entry.line);
      }
      if (errors.length > 0) throw lineErrors(errors.sort((a, b) => a.line - b.line));

      const existing = await tx
        .select({ id: kbEntries.id, question: kbEntries.question })
        .from(kbEntries)
        .where(eq(kbEntries.orgId, orgId));
      const idOf = new Map(existing.map((e) => [e.question.trim().toLowerCase(), e.id]));
      const now = new Date();
      const toCreate = entries.filter((e) => !idOf.has(e.question.toLowerCase()));
      const toUpdate = entries.filter((e) => idOf.has(e.question.toLowerCase()));

      const created = toCreate.length
        ? await tx
            .insert(kbEntries)
            .values(
              toCreate.map((e) => ({
                orgId,
                question: e.question,
                answer: e.answer,
                comment: e.comment,
                accessLevel: e.accessLevel,
                sourceType: 'csv_import',
                sourceName: input.fileName?.slice(0, 200) ?? null,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning({ id: kbEntries.id })
        : [];
      const links = toCreate.flatMap((e, index) =>
        e.productIds.map((productId) => ({ orgId, kbEntryId: created[index]!.id, productId })),
      );
      if (links.length > 0) await tx.insert(kbEntryProducts).values(links);

      for (const e of toUpdate) {
        const id = idOf.get(e.question.toLowerCase())!;
        await tx
          .update(kbEntries)
          .set({
            answer: e.answer,
            comment: e.comment,
            accessLevel: e.accessLevel,
            updatedAt: now,
          })
          .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, id)));
        await setEntryProducts(tx, orgId, id, e.productIds);
      }
      return {
        created: created.length,
        updated: toUpdate.length,
      };
    },
    audit: (done) => ({
      action: 'kb_entry.imported',
      entityType: 'kb_entry',
      entityId: null,
      after: { fileName: input.fileName ?? null, created: done.created, updated: done.updated },
    }),
  });
  const imported = result.created + result.updated;
  return {
    imported,
    created: result.created,
    updated: result.updated,
    message: KB_MESSAGES.imported(imported),
  };
}
