/**
 * Settings → Data: an export started by staff with data:export runs as a job, tells its
 * progress, and its zip is downloaded by staff of the same organisation with the scope only.
 * Starting and downloading are audited.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DataExportView } from '@candor/domain';
import { buildOrg, buildStaffUser, type BuiltOrg } from '../../db/factories.js';
import { auditLog } from '../../db/schema/index.js';
import { unzip } from '../../testing/fileDownloads.js';
import { staffRequest } from '../../testing/staffRequest.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candor-data-exports-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ config: { dataDir }, jobWorker: { pollMs: 50 } });
const request = (...args: Parameters<ReturnType<typeof staffRequest>>) =>
  staffRequest(t.app)(...args);

let acme: BuiltOrg;
let exporter: string;
let editor: string;
let otherExporter: string;
beforeAll(async () => {
  const { db } = t.database;
  acme = await buildOrg(db, { slug: 'acme-data' });
  const other = await buildOrg(db, { slug: 'other-data' });
  const signIn = async (org: BuiltOrg, scopes: string[]) => {
    const staff = await buildStaffUser(db, { org: org.org, scopes });
    return signInAs(t.app, staff.user.email, staff.password);
  };
  exporter = await signIn(acme, ['data:export']);
  editor = await signIn(acme, ['content:edit', 'settings:edit']);
  otherExporter = await signIn(other, ['data:export']);
});

async function finished(cookie: string, id: string): Promise<DataExportView> {
  for (let i = 0; i < 200; i++) {
    const list = await request('GET', '/api/admin/data-exports', cookie);
    const found = list.json<{ exports: DataExportView[] }>().exports.find((e) => e.id === id);
    if (found && !['queued', 'running'].includes(found.status)) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

it('runs an export as a job, shows its progress and offers the zip to the organisation only', async () => {
  const started = await request('POST', '/api/admin/data-exports', exporter);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<{ id: string }>();

  const done = await finished(exporter, id);
  expect(done).toMatchObject({ status: 'done', error: null });
  expect(done.rows).toBe(done.rowsTotal);
  expect(done.rowsTotal).toBeGreaterThan(3);
  expect(done.expiresAt).not.toBeNull();

  const url = `/api/admin/data-exports/${id}/download`;
  expect((await request('GET', url, editor)).statusCode).toBe(403);
  expect((await request('GET', url, otherExporter)).statusCode).toBe(404);
  expect((await request('GET', url, undefined)).statusCode).toBe(401);
  const download = await request('GET', url, exporter);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  expect(download.headers['content-disposition']).toMatch(
    /^attachment; filename="?export-.*\.candor\.zip/,
  );
  const entries = await unzip(download.rawPayload);
  expect(JSON.parse(entries.get('candor-export.json')!.toString())).toMatchObject({
    organisation: { slug: 'acme-data' },
  });

  const audited = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.orgId, acme.org.id), eq(auditLog.entityId, id)));
  expect(audited.map((row) => row.action).sort()).toEqual([
    'data_export.downloaded',
    'data_export.started',
  ]);
});

it('needs the scope to start one, and refuses a second while one runs', async () => {
  expect((await request('POST', '/api/admin/data-exports', editor)).statusCode).toBe(403);
  expect((await request('GET', '/api/admin/data-exports', editor)).statusCode).toBe(403);
  const first = await request('POST', '/api/admin/data-exports', exporter);
  const second = await request('POST', '/api/admin/data-exports', exporter);
  expect([first.statusCode, second.statusCode]).toEqual([202, 409]);
  await finished(exporter, first.json<{ id: string }>().id);
});

it('deletes the zip once its time is over: the download is gone', async () => {
  const started = await request('POST', '/api/admin/data-exports', exporter);
  const { id } = started.json<{ id: string }>();
  await finished(exporter, id);
  expect(existsSync(path.join(dataDir, 'exports', `${id}.zip`))).toBe(true);
  // The clean-up job waits DATA_EXPORT_KEPT_HOURS: made due now.
  await t.database.db.execute(
    sql`update jobs set run_at = now() where payload->>'exportId' = ${id} and payload->>'step' = 'expire'`,
  );
  // The worker takes the job at its next poll (seconds under load): until the zip is gone, which
  // happens after the row says expired.
  const zip = path.join(dataDir, 'exports', `${id}.zip`);
  for (let i = 0; i < 400 && existsSync(zip); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(existsSync(zip)).toBe(false);
  const list = await request('GET', '/api/admin/data-exports', exporter);
  const expired = list.json<{ exports: DataExportView[] }>().exports.find((e) => e.id === id);
  expect(expired?.status).toBe('expired');
  expect(
    (await request('GET', `/api/admin/data-exports/${id}/download`, exporter)).statusCode,
  ).toBe(404);
});

it('shows an export expired, offering no download, even while its zip cannot be deleted yet', async () => {
  const started = await request('POST', '/api/admin/data-exports', exporter);
  const { id } = started.json<{ id: string }>();
  await finished(exporter, id);
  // A zip the clean-up cannot delete (a folder in its place: rm refuses it); the job will retry.
  const zip = path.join(dataDir, 'exports', `${id}.zip`);
  rmSync(zip);
  mkdirSync(path.join(zip, 'held'), { recursive: true });
  await t.database.db.execute(
    sql`update jobs set run_at = now() where payload->>'exportId' = ${id} and payload->>'step' = 'expire'`,
  );
  let status: string | undefined;
  for (let i = 0; i < 400 && status !== 'expired'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const list = await request('GET', '/api/admin/data-exports', exporter);
    status = list.json<{ exports: DataExportView[] }>().exports.find((e) => e.id === id)?.status;
  }
  expect(status).toBe('expired');
  expect(
    (await request('GET', `/api/admin/data-exports/${id}/download`, exporter)).statusCode,
  ).toBe(404);
  rmSync(zip, { recursive: true, force: true });
});
