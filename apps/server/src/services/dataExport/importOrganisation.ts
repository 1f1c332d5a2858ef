/**
 * Restores an export (exportOrganisation.ts) as a new organisation of this installation, under
 * new ids: every value of a uuid column gets a new id, and the same new id wherever the old one
 * appears (references, and ids inside JSON columns). Files are written first, sealed with this
 * installation's key by the file store under keys named by the new ids, and removed again if the
 * rows cannot be written; the rows go in one transaction. Imported staff have no usable password
 * (they set one through "Forgot password?" or an invitation); staff whose e-mail already signs in
 * on this installation are kept only as removed members, so what they did keeps its author.
 *
 * The old audit chain cannot be rewritten under new ids (its hashes cover them): it is kept as
 * an archived segment (audit_archives) and the new chain starts with 'organisation.imported',
 * which names the archived head.
 */
import { randomUUID } from 'node:crypto';
import { ORG_MESSAGES, orgSlugSchema } from '@candor/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { auditArchives, organizations, staffUsers } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { ORGANISATION_IMPORTED, verifyArchivedRows } from '../audit/auditArchives.js';
import { appendDocumentVersion } from '../../db/documentLog.js';
import { mutate } from '../mutate.js';
import { systemContext } from '../serviceContext.js';
import { INVITED_PASSWORD_HASH, REMOVED_PASSWORD_HASH } from '../staff/staffMembers.js';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  keyOf,
  MANIFEST_ENTRY,
  type ExportManifest,
  type Row,
} from './exportOrganisation.js';
import { EXPORT_TABLES, VERBATIM_TABLES, type ExportTable } from './exportSchema.js';
import { ExportZip } from './exportZip.js';
import { schemaVersion } from './schemaVersion.js';

/** An export this installation cannot take, said in words the operator can act on. */
export class ImportError extends Error {
  override name = 'ImportError';
}

export interface ImportReport {
  orgId: string;
  slug: string;
  rows: number;
  files: number;
  /** Staff not imported as members: their e-mail signs in elsewhere on this installation. */
  skippedStaff: string[];
  /** The custom domain left out because another organisation here serves it. */
  droppedCustomDomain: string | null;
  /** The archived chain's head hash, named by the new chain's first row. */
  archivedHead: string | null;
  archivedRowsVerify: boolean;
}

const ARCHIVED = new Set(['audit_log', 'audit_checkpoints']);
const BATCH = 200;
const IMPORT_JOB = 'org-import';

const isUuidColumn = (column: PgColumn) => column.getSQLType() === 'uuid';
const isJsonColumn = (column: PgColumn) => column.dataType === 'json';
const isTimestamp = (column: PgColumn) => column.columnType === 'PgTimestamp';

function readManifest(text: Buffer): ExportManifest {
  let manifest: ExportManifest;
  try {
    manifest = JSON.parse(text.toString('utf8')) as ExportManifest;
  } catch {
    throw new ImportError(`${MANIFEST_ENTRY} is not JSON: this is not a Candor export.`);
  }
  if (manifest.format !== EXPORT_FORMAT || manifest.formatVersion !== EXPORT_FORMAT_VERSION) {
    throw new ImportError('This file is not a Candor export of a format this version reads.');
  }
  if (manifest.schemaVersion > schemaVersion()) {
    throw new ImportError(
      `The export was written by a newer Candor (schema ${manifest.schemaVersion}, this one has ${schemaVersion()}): upgrade first.`,
    );
  }
  return manifest;
}

export interface ImportOptions {
  /** The new organisation's slug; the exported one when absent. */
  slug?: string | undefined;
  /** The first path segments of the server's routes, which no slug may take. */
  reservedSlugs?: ReadonlySet<string>;
}

export async function importOrganisation(
  db: Db,
  fileStore: FileStore,
  zipFile: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  let zip: ExportZip;
  try {
    zip = await ExportZip.open(zipFile);
  } catch (error) {
    throw new ImportError(`Cannot read ${zipFile} as a zip: ${(error as Error).message}`);
  }
  try {
    if (!zip.has(MANIFEST_ENTRY)) {
      throw new ImportError(`${zipFile} has no ${MANIFEST_ENTRY}: this is not a Candor export.`);
    }
    const manifest = readManifest(await zip.bytes(MANIFEST_ENTRY));
    const slug = options.slug ?? manifest.organisation.slug;
    const checked = orgSlugSchema.safeParse(slug);
    if (!checked.success) throw new ImportError(`"${slug}": ${checked.error.issues[0]!.message}`);
    if (options.reservedSlugs?.has(slug)) {
      throw new ImportError(`"${slug}": ${ORG_MESSAGES.slugReserved}`);
    }
    const [taken] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, slug));
    if (taken) {
      throw new ImportError(
        `The slug "${slug}" is taken on this installation: give another with --slug.`,
      );
    }
    const tables = manifest.tables.map((entry) => {
      const table = EXPORT_TABLES.find((t) => t.name === entry.name);
      if (!table)
        throw new ImportError(`The export holds a table this Candor does not know: ${entry.name}.`);
      return { ...entry, table };
    });
    return await new Importer(db, fileStore, zip, manifest, slug).run(tables);
  } finally {
    zip.close();
  }
}

class Importer {
  /** Old id → new id, for every value of a uuid column. */
  private readonly ids = new Map<string, string>();
  /** Old storage key → new one. */
  private readonly keys = new Map<string, string>();
  private readonly emailsTaken = new Set<string>();
  private readonly report: ImportReport;

  constructor(
    private readonly db: Db,
    private readonly fileStore: FileStore,
    private readonly zip: ExportZip,
    private readonly manifest: ExportManifest,
    slug: string,
  ) {
    this.report = {
      orgId: '',
      slug,
      rows: 0,
      files: 0,
      skippedStaff: [],
      droppedCustomDomain: null,
      archivedHead: null,
      archivedRowsVerify: true,
    };
  }

  private newId = (old: string): string => {
    let id = this.ids.get(old);
    if (!id) this.ids.set(old, (id = randomUUID()));
    return id;
  };

  /** A string as the new organisation names it: an old id or storage key, or itself. */
  private renamed = (value: string): string => this.ids.get(value) ?? this.keys.get(value) ?? value;

  private json(value: unknown): unknown {
    if (typeof value === 'string') return this.renamed(value);
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => this.json(v));
    const out: Row = {};
    for (const [k, v] of Object.entries(value as Row)) out[k] = this.json(v);
    if (typeof out.storageKey === 'string' && 'encryptedType' in out) {
      out.encryptedType = this.fileStore.encryptedTypeFor?.(out.storageKey) ?? null;
    }
    return out;
  }

  async run(tables: (ExportManifest['tables'][number] & { table: ExportTable })[]) {
    // Pass 1: a new id for every id, and which staff e-mails sign in here already.
    const emails: string[] = [];
    const old = new Set<string>();
    for (const { entry, table } of tables) {
      const uuids = table.columns.filter(isUuidColumn).map((c) => c.name);
      for await (const row of this.zip.lines<Row>(entry)) {
        for (const name of uuids) if (typeof row[name] === 'string') old.add(row[name]);
        if (table.name === 'staff_users') emails.push(String(row.email));
      }
    }
    // New ids in the old ids' order, so whatever sorts by id (ties of equal dates) keeps its order.
    const fresh = Array.from(old, () => randomUUID()).sort();
    [...old].sort().forEach((id, index) => this.ids.set(id, fresh[index]!));
    for (let i = 0; i < emails.length; i += BATCH) {
      const found = await this.db
        .select({ email: staffUsers.email })
        .from(staffUsers)
        .where(inArray(staffUsers.email, emails.slice(i, i + BATCH)));
      found.forEach((row) => this.emailsTaken.add(row.email));
    }
    const orgId = this.newId(this.manifest.organisation.id);
    this.report.orgId = orgId;

    // The files, under keys named by the new ids, sealed by this installation's store.
    const written: string[] = [];
    try {
      for (const file of this.manifest.files) {
        const key = file.storageKey.replace(
          /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
          this.newId,
        );
        const newKey = key === file.storageKey ? `orgs/${orgId}/imported/${randomUUID()}` : key;
        this.keys.set(file.storageKey, newKey);
        const bytes = await this.zip.checkedBytes(file.entry, file.sha256);
        await this.fileStore.put(newKey, bytes, file.contentType);
        written.push(newKey);
      }
      this.report.files = written.length;
      await mutate(systemContext(this.db, orgId, IMPORT_JOB), {
        revision: 'none',
        run: (tx) => this.writeRows(tx, tables),
        audit: () => ({
          action: ORGANISATION_IMPORTED,
          entityType: 'organization',
          entityId: orgId,
          before: null,
          after: {
            message: `imported from head ${this.report.archivedHead ?? '(an empty chain)'}`,
            archivedHead: this.report.archivedHead,
            sourceOrganisation: this.manifest.organisation,
            exportedAt: this.manifest.exportedAt,
            rows: this.report.rows,
            files: this.report.files,
            skippedStaff: this.report.skippedStaff,
          },
        }),
      });
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.fileStore.delete(key)));
      if (error instanceof ImportError) throw error;
      const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new ImportError(`Nothing was imported: ${reason.split('\n')[0]}`);
    }
    return this.report;
  }

  private async writeRows(
    tx: Tx,
    tables: (ExportManifest['tables'][number] & { table: ExportTable })[],
  ): Promise<void> {
    const archived: Record<string, Row[]> = { audit_log: [], audit_checkpoints: [] };
    const deferred: { table: ExportTable; where: SQL; set: Row }[] = [];
    const logged: Row[] = [];
    for (const { entry, table } of tables) {
      if (ARCHIVED.has(table.name)) {
        for await (const row of this.zip.lines<Row>(entry)) archived[table.name]!.push(row);
        continue;
      }
      if (table.name === 'document_log') {
        for await (const row of this.zip.lines<Row>(entry)) logged.push(row);
        continue;
      }
      let batch: Row[] = [];
      const flush = async () => {
        if (batch.length > 0) await tx.insert(table.table).values(batch);
        this.report.rows += batch.length;
        batch = [];
      };
      for await (const exported of this.zip.lines<Row>(entry)) {
        const row = await this.restored(tx, table, exported);
        const set: Row = {};
        for (const column of table.deferred) {
          const key = keyOf(table, column.name);
          if (row[key] != null) set[key] = row[key];
          row[key] = null;
        }
        if (Object.keys(set).length > 0) {
          deferred.push({ table, where: this.primaryKeyOf(table, row), set });
        }
        batch.push(row);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    for (const { table, where, set } of deferred)
      await tx.update(table.table).set(set).where(where);

    // The document log is chained anew under the new ids, entry by entry in its order: each
    // document keeps its versions, their hashes and the times they were stored.
    for (const row of logged.sort((a, b) => Number(a.id) - Number(b.id))) {
      await appendDocumentVersion(tx, {
        orgId: this.report.orgId,
        fileId: this.newId(String(row.file_id)),
        sha256: String(row.sha256),
        at: new Date(String(row.created_at)),
      });
      this.report.rows += 1;
    }

    const rows = archived.audit_log!.sort((a, b) => Number(a.id) - Number(b.id));
    const verified = verifyArchivedRows(rows);
    this.report.archivedRowsVerify = verified.ok;
    this.report.archivedHead = (rows.at(-1)?.hash as string | undefined) ?? null;
    await tx.insert(auditArchives).values({
      orgId: this.report.orgId,
      sourceOrgId: this.manifest.organisation.id,
      sourceSlug: this.manifest.organisation.slug,
      rowCount: rows.length,
      headHash: this.report.archivedHead,
      rows,
      checkpoints: archived.audit_checkpoints!,
    });
  }

  private primaryKeyOf(table: ExportTable, row: Row): SQL {
    const config = getTableConfig(table.table);
    const columns = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
    return and(...columns.map((c) => eq(c, row[keyOf(table, c.name)])))!;
  }

  /** An exported row as this installation stores it, keyed by Drizzle property. */
  private async restored(tx: Tx, table: ExportTable, exported: Row): Promise<Row> {
    const verbatim = VERBATIM_TABLES.has(table.name);
    const row: Row = {};
    for (const column of table.columns) {
      if (!(column.name in exported)) continue;
      let value = exported[column.name];
      if (value !== null && value !== undefined) {
        if (isUuidColumn(column)) value = this.newId(value as string);
        else if (isTimestamp(column)) value = new Date(value as string);
        else if (!verbatim && isJsonColumn(column)) value = this.json(value);
        else if (!verbatim && typeof value === 'string') value = this.renamed(value);
      }
      row[keyOf(table, column.name)] = value;
    }
    if ('encrypted_type' in exported && typeof row.storageKey === 'string') {
      row.encryptedType = this.fileStore.encryptedTypeFor?.(row.storageKey) ?? null;
    }
    if (table.name === 'organizations') await this.restoreOrganisation(tx, row);
    if (table.name === 'staff_users') this.restoreStaff(row);
    return row;
  }

  private async restoreOrganisation(tx: Tx, row: Row): Promise<void> {
    row.slug = this.report.slug;
    row.isDefault = false;
    const domain = row.customDomain as string | null;
    if (domain) {
      const [other] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.customDomain, domain));
      if (other) {
        row.customDomain = null;
        this.report.droppedCustomDomain = domain;
      }
    }
  }

  private restoreStaff(row: Row): void {
    if (this.emailsTaken.has(row.email as string)) {
      this.report.skippedStaff.push(row.email as string);
      row.email = `removed-${row.id as string}@import.invalid`;
      row.scopes = [];
      row.passwordHash = REMOVED_PASSWORD_HASH;
    } else {
      row.passwordHash = INVITED_PASSWORD_HASH;
    }
  }
}
