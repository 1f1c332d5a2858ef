import { bigserial, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, orgIdColumn } from './columns.js';

/**
 * The document log (db/documentLog.ts): one row per stored original of a document, its upload
 * and each replacement (versions 1, 2, … of the file), chained like the audit log: `entryHash`
 * covers the previous row's hash and this row's content, so an edited or deleted row breaks the
 * chain. Append-only: nothing updates or deletes a row, and `file_id` has no foreign key, so a
 * deleted document keeps its history.
 */
export const documentLog = pgTable(
  'document_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    fileId: uuid('file_id').notNull(),
    version: integer('version').notNull(),
    /** The SHA-256 of the stored original (files.sha256 when it was stored). */
    sha256: text('sha256').notNull(),
    createdAt: createdAtColumn(),
    prevHash: text('prev_hash'),
    entryHash: text('entry_hash').notNull(),
  },
  (t) => [
    index('document_log_org').on(t.orgId, t.id),
    unique('document_log_version').on(t.orgId, t.fileId, t.version),
  ],
);
