/**
 * Exports started from the private area (services/dataExport/dataExportJob.ts): each runs as a
 * durable job, tells its progress here, and leaves its zip in DATA_DIR/exports for a limited
 * time. This installation's own bookkeeping: never part of an export itself.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, orgIdColumn, updatedAtColumn } from './columns.js';
import { staffUsers } from './auth.js';

export interface DataExportProgress {
  rows: number;
  rowsTotal: number;
  files: number;
  filesTotal: number;
}

export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** queued, running, done, failed or expired (the domain's DATA_EXPORT_STATUSES). */
    status: text('status').notNull().default('queued'),
    requestedByStaffId: uuid('requested_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    progress: jsonb('progress')
      .$type<DataExportProgress>()
      .notNull()
      .default(sql`'{"rows":0,"rowsTotal":0,"files":0,"filesTotal":0}'::jsonb`),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('data_exports_org_created').on(t.orgId, t.createdAt)],
);
