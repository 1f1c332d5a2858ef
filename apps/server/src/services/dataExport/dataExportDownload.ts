/** Downloading a finished export: its zip, to staff of its organisation with data:export; audited. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { assertAuthorized, notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { DATA_EXPORT_NOT_FOUND, zipPath } from './dataExportJob.js';

/** The finished zip, for its download (audited); 404 for another organisation's or an expired one. */
export async function openDataExport(
  ctx: ServiceContext,
  dataDir: string,
  id: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const { viewer, db } = ctx;
  assertAuthorized(viewer.actor, 'data.export', { orgId: viewer.orgId });
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.orgId, viewer.orgId), eq(dataExports.id, id)));
  if (!row || row.status !== 'done') throw notFound(DATA_EXPORT_NOT_FOUND);
  const file = zipPath(dataDir, id);
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw notFound(DATA_EXPORT_NOT_FOUND);
  await mutate(ctx, {
    action: 'data.export',
    subject: {},
    revision: 'none',
    run: async () => null,
    audit: () => ({ action: 'data_export.downloaded', entityType: 'data_export', entityId: id }),
  });
  const date = row.createdAt.toISOString().slice(0, 10);
  return { stream: createReadStream(file), size, fileName: `export-${date}.candor.zip` };
}
