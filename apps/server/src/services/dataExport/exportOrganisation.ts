/**
 * Writes one organisation to a zip (docs/export.md): `candor-export.json` (the manifest: format
 * and schema version, the organisation, each table's row count, the files), one JSON-lines
 * entry per table under `rows/`, and every stored file, decrypted, under `files/{storage key}`.
 *
 * The rows are read in one read-only snapshot transaction, a page at a time, into JSON-lines
 * files of a temporary folder; the zip is then written from those and from the file store, one
 * file at a time (yazl opens each only when the previous one is written), so neither 5,000 items
 * nor 500 MB of documents are ever held in memory at once.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db, Tx } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { notFound } from '@candor/domain';
import {
  EXPORT_TABLES,
  OMITTED_COLUMNS,
  OMITTED_TABLES,
  type ExportTable,
} from './exportSchema.js';
import { schemaVersion } from './schemaVersion.js';

export const MANIFEST_ENTRY = 'candor-export.json';
export const EXPORT_FORMAT = 'candor-export';
export const EXPORT_FORMAT_VERSION = 1;
const PAGE = 500;

/** A stored file the rows name: its bytes are in the zip under `entry`. */
export interface ExportedFile extends FileRef {
  entry: string;
}

export interface FileRef {
  storageKey: string;
  sha256: string;
  contentType: string;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  /** The number of database migrations of the exporting installation. */
  schemaVersion: number;
  exportedAt: string;
  organisation: { id: string; slug: string; name: string };
  /** Parents first: the order an import inserts them in. */
  tables: { name: string; rows: number; entry: string }[];
  files: ExportedFile[];
  omitted: { tables: Record<string, string>; columns: Record<string, Record<string, string>> };
}

export interface ExportProgress {
  rows: number;
  rowsTotal: number;
  files: number;
  filesTotal: number;
}

export type Row = Record<string, unknown>;

/** A row keyed by SQL column name, as the export stores it. */
function exportedRow(table: ExportTable, row: Row): Row {
  const out: Row = {};
  for (const column of table.columns) out[column.name] = row[keyOf(table, column.name)];
  return out;
}

/** The Drizzle property of a column, by SQL name. */
export function keyOf(table: ExportTable, columnName: string): string {
  const columns = table.table as unknown as Record<string, { name?: string }>;
  const key = Object.keys(columns).find((k) => columns[k]?.name === columnName);
  if (!key) throw new Error(`${table.name} has no column ${columnName}`);
  return key;
}

/** The stored files a row names: a storage_key column, or JSON objects with a storageKey. */
export function fileRefsOf(row: Row): FileRef[] {
  const found: FileRef[] = [];
  const contentType = (value: unknown) =>
    typeof value === 'string' ? value : 'application/octet-stream';
  if (typeof row.storage_key === 'string' && typeof row.sha256 === 'string') {
    found.push({
      storageKey: row.storage_key,
      sha256: row.sha256,
      contentType: contentType(row.content_type),
    });
  }
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const record = value as Row;
    if (typeof record.storageKey === 'string' && typeof record.sha256 === 'string') {
      found.push({
        storageKey: record.storageKey,
        sha256: record.sha256,
        contentType: contentType(record.contentType),
      });
    }
    Object.values(record).forEach(walk);
  };
  for (const [name, value] of Object.entries(row)) if (name !== 'storage_key') walk(value);
  return found;
}

async function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** Each table's rows of the organisation into `dir/{table}.jsonl`, in one snapshot. */
async function dumpRows(
  tx: Tx,
  orgId: string,
  dir: string,
  progress: ExportProgress,
  report: () => void,
): Promise<{ counts: Map<string, number>; files: Map<string, FileRef> }> {
  const counts = new Map<string, number>();
  for (const table of EXPORT_TABLES) {
    const [row] = await tx
      .select({ n: count() })
      .from(table.table)
      .where(eq(table.orgColumn, orgId));
    counts.set(table.name, row?.n ?? 0);
  }
  progress.rowsTotal = [...counts.values()].reduce((a, b) => a + b, 0);
  report();
  const files = new Map<string, FileRef>();
  for (const table of EXPORT_TABLES) {
    const out = createWriteStream(path.join(dir, `${table.name}.jsonl`));
    for (let offset = 0; offset < counts.get(table.name)!; offset += PAGE) {
      const page = (await tx
        .select()
        .from(table.table)
        .where(eq(table.orgColumn, orgId))
        // In the order the rows lie in the table (stable in this snapshot): what the portal shows
        // without an ORDER BY of its own (a card's items) comes back in the same order.
        .orderBy(sql`ctid`)
        .limit(PAGE)
        .offset(offset)) as Row[];
      for (const raw of page) {
        const row = exportedRow(table, raw);
        for (const ref of fileRefsOf(row)) files.set(ref.storageKey, ref);
        await write(out, `${JSON.stringify(row)}\n`);
      }
      progress.rows += page.length;
      report();
    }
    out.end();
    await once(out, 'close');
  }
  return { counts, files };
}

/**
 * Writes the organisation's export to `outFile`, telling `onProgress` how far it got (rows and
 * files done of their totals). Returns the manifest written.
 */
export async function exportOrganisation(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  outFile: string,
  onProgress: (progress: ExportProgress) => void = () => {},
): Promise<ExportManifest> {
  const [org] = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw notFound();
  const progress: ExportProgress = { rows: 0, rowsTotal: 0, files: 0, filesTotal: 0 };
  const report = () => onProgress({ ...progress });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'candor-export-'));
  try {
    const { counts, files } = await db.transaction(
      (tx) => dumpRows(tx, orgId, dir, progress, report),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    progress.filesTotal = files.size;
    report();
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      formatVersion: EXPORT_FORMAT_VERSION,
      schemaVersion: schemaVersion(),
      exportedAt: new Date().toISOString(),
      organisation: org,
      tables: EXPORT_TABLES.map((t) => ({
        name: t.name,
        rows: counts.get(t.name)!,
        entry: `rows/${t.name}.jsonl`,
      })),
      files: [...files.values()].map((ref) => ({ ...ref, entry: `files/${ref.storageKey}` })),
      omitted: { tables: { ...OMITTED_TABLES }, columns: { ...OMITTED_COLUMNS } },
    };
    await writeZip(fileStore, dir, manifest, outFile, () => {
      progress.files += 1;
      report();
    });
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeZip(
  fileStore: FileStore,
  dir: string,
  manifest: ExportManifest,
  outFile: string,
  fileDone: () => void,
): Promise<void> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(manifest.exportedAt);
  const out = createWriteStream(outFile);
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    zip.outputStream.on('error', reject);
    out.on('error', reject);
  });
  zip.outputStream.pipe(out);
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY, { mtime });
  for (const table of manifest.tables) {
    zip.addFile(path.join(dir, `${table.name}.jsonl`), table.entry, { mtime });
  }
  for (const file of manifest.files) {
    // Stored, not deflated: documents and images are compressed already.
    zip.addReadStreamLazy(file.entry, { compress: false, mtime }, (callback) => {
      fileStore.stream(file.storageKey, file.sha256).then(
        (stored) => {
          if (!stored) {
            callback(
              new Error(`${file.storageKey} is missing from the file store`),
              Readable.from([]),
            );
            return;
          }
          stored.stream.once('error', (error) => zip.emit('error', error));
          stored.stream.once('end', fileDone);
          callback(null, stored.stream);
        },
        (error: unknown) => callback(error as Error, Readable.from([])),
      );
    });
  }
  zip.end();
  await Promise.race([once(out, 'close'), failed]);
}
