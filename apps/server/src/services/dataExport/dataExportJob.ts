/**
 * The private area's export (scope data:export): starting one queues a durable job that writes
 * the zip (exportOrganisation.ts) to DATA_DIR/exports and tells its progress on the row; the
 * zip is downloadable by the organisation's staff with the scope for DATA_EXPORT_KEPT_HOURS,
 * then a second job deletes it. Starting and downloading are audited.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  assertAuthorized,
  DATA_EXPORT_KEPT_HOURS,
  DomainError,
  type DataExportStatus,
  type DataExportView,
} from '@candor/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataExports, staffUsers, type DataExportProgress } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import { PermanentJobError, type QueueHandler } from '../../jobs/jobHandlers.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { exportOrganisation } from './exportOrganisation.js';

export const DATA_EXPORT_QUEUE = 'data-export';

export const DATA_EXPORT_NOT_FOUND = 'Export not found';

const ALREADY_RUNNING = 'An export is already running: wait for it to finish.';

const PROGRESS_EVERY_MS = 500;

/** Where finished exports wait for their download. */
export const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');

export const zipPath = (dataDir: string, id: string) => path.join(exportsDir(dataDir), `${id}.zip`);

const LIVE: DataExportStatus[] = ['queued', 'running'];

export async function startDataExport(ctx: ServiceContext): Promise<{ id: string }> {
  const { viewer } = ctx;
  const staffId = viewer.actor.type === 'staff' ? viewer.actor.userId : null;
  return mutate(ctx, {
    action: 'data.export',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [running] = await tx
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(eq(dataExports.orgId, viewer.orgId), inArray(dataExports.status, LIVE)));
      if (running) throw new DomainError('conflict', ALREADY_RUNNING);
      const [row] = await tx
        .insert(dataExports)
        .values({ orgId: viewer.orgId, requestedByStaffId: staffId })
        .returning({ id: dataExports.id });
      await enqueueJob(tx, {
        queue: DATA_EXPORT_QUEUE,
        orgId: viewer.orgId,
        payload: { exportId: row!.id, step: 'write' },
        idempotencyKey: `write:${row!.id}`,
        maxAttempts: 2,
      });
      return { id: row!.id };
    },
    audit: ({ id }) => ({ action: 'data_export.started', entityType: 'data_export', entityId: id }),
  });
}

export async function listDataExports(ctx: ServiceContext): Promise<DataExportView[]> {
  const { viewer, db } = ctx;
  assertAuthorized(viewer.actor, 'data.export', { orgId: viewer.orgId });
  const rows = await db
    .select({ row: dataExports, requestedBy: staffUsers.displayName })
    .from(dataExports)
    .leftJoin(staffUsers, eq(staffUsers.id, dataExports.requestedByStaffId))
    .where(eq(dataExports.orgId, viewer.orgId))
    .orderBy(desc(dataExports.createdAt))
    .limit(10);
  return rows.map(({ row, requestedBy }) => ({
    id: row.id,
    status: row.status as DataExportStatus,
    ...row.progress,
    size: row.size,
    error: row.error,
    requestedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}

async function setRow(db: Db, id: string, values: Partial<typeof dataExports.$inferInsert>) {
  await db
    .update(dataExports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dataExports.id, id));
}

/** Writes an export's zip, or (step 'expire') deletes it once its time is over. */
export function dataExportJobHandler(fileStore: FileStore, dataDir: string): QueueHandler {
  return {
    concurrency: 1,
    leaseMs: 60 * 60 * 1000,
    async handle(job, { db }) {
      const id = String(job.payload.exportId);
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      if (!row) throw new PermanentJobError(`export ${id} is gone`);
      if (job.payload.step === 'expire') {
        // The row first: from then on no list offers the download, so no one is sent to a file
        // being deleted (a retry after a failed delete finds the row expired and deletes again).
        await setRow(db, id, { status: 'expired' });
        await rm(zipPath(dataDir, id), { force: true });
        return;
      }
      await mkdir(exportsDir(dataDir), { recursive: true });
      await setRow(db, id, { status: 'running', error: null });
      let last = 0;
      const onProgress = (progress: DataExportProgress) => {
        if (Date.now() - last < PROGRESS_EVERY_MS) return;
        last = Date.now();
        void setRow(db, id, { progress }).catch(() => {});
      };
      try {
        const file = zipPath(dataDir, id);
        const manifest = await exportOrganisation(db, fileStore, row.orgId, file, onProgress);
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        const files = manifest.files.length;
        const expiresAt = new Date(Date.now() + DATA_EXPORT_KEPT_HOURS * 60 * 60 * 1000);
        await db.transaction(async (tx) => {
          await tx
            .update(dataExports)
            .set({
              status: 'done',
              progress: { rows, rowsTotal: rows, files, filesTotal: files },
              size: (await stat(file)).size,
              expiresAt,
              updatedAt: new Date(),
            })
            .where(eq(dataExports.id, id));
          await enqueueJob(tx, {
            queue: DATA_EXPORT_QUEUE,
            orgId: row.orgId,
            payload: { exportId: id, step: 'expire' },
            idempotencyKey: `expire:${id}`,
            runAt: expiresAt,
          });
        });
      } catch (error) {
        await rm(zipPath(dataDir, id), { force: true });
        await setRow(db, id, { status: 'failed', error: (error as Error).message.slice(0, 500) });
        throw new PermanentJobError((error as Error).message);
      }
    },
  };
}
