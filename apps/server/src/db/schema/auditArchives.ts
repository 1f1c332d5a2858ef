/**
 * The audit chain an organisation brought with it when it was imported (services/dataExport):
 * its rows as they were exported, under the old ids their hashes cover, so the archived segment
 * still verifies against its recorded head. The new chain starts with an
 * 'organisation.imported' row that names this head.
 */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, orgIdColumn } from './columns.js';

export const auditArchives = pgTable('audit_archives', {
  id: idColumn(),
  orgId: orgIdColumn(),
  /** The organisation's id and slug where it was exported. */
  sourceOrgId: text('source_org_id').notNull(),
  sourceSlug: text('source_slug').notNull(),
  rowCount: integer('row_count').notNull(),
  /** The hash of the segment's last row (null for an empty chain). */
  headHash: text('head_hash'),
  /** The archived audit_log rows in chain order, keyed by column name, as exported. */
  rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
  /** The signed checkpoints published of the old chain, as exported. */
  checkpoints: jsonb('checkpoints').$type<Record<string, unknown>[]>().notNull(),
  createdAt: createdAtColumn(),
});
