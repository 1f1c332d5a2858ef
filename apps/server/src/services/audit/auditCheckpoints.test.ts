/**
 * The audit chain's anchor: signed checkpoints published on a schedule (in the feeds and at
 * public URLs), and `npm run audit:verify` checking the chain against them.
 */
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditVerification } from '@candor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditVerifyError, runAuditVerify } from '../../cli/auditVerify.js';
import { verifyAuditChain, writeAudit } from '../../db/audit.js';
import { buildOrg, buildStaffUser } from '../../db/factories.js';
import { auditCheckpoints, auditLog, jobs } from '../../db/schema/index.js';
import {
  AUDIT_CHECKPOINT_QUEUE,
  auditCheckpointHandler,
  auditCheckpointJob,
} from './auditCheckpointJob.js';
import { JobHandlerRegistry } from '../../jobs/jobHandlers.js';
import { startJobWorker } from '../../jobs/jobWorker.js';
import { enqueueTick } from '../../jobs/periodicJobs.js';
import { tempFolderForTest } from '../../testing/tempFolder.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';
import type { SignedCheckpoint } from '../../updates/feedSigningKey.js';
import type { CheckpointPayload } from './auditCheckpoints.js';

const HOUR = 60 * 60 * 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candor-checkpoints-'));
// Registered before the app's own, so it runs after the app has closed ("after" hooks run in
// reverse order).
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ config: { dataDir, auditCheckpointMs: HOUR }, jobWorker: false });
const db = () => t.database.db;

let worker: ReturnType<typeof startJobWorker>;
beforeAll(() => {
  worker = startJobWorker(
    db(),
    new JobHandlerRegistry().register(AUDIT_CHECKPOINT_QUEUE, auditCheckpointHandler(dataDir)),
    { pollMs: 60_000 },
  );
});
afterAll(() => worker.stop());

/** Runs the scheduled job of the next tick, as a server would when the tick starts. */
let tick = Date.now();
async function runCheckpointTick() {
  tick += HOUR;
  const id = (await enqueueTick(db(), auditCheckpointJob(HOUR), tick))!;
  const job = async () =>
    (
      await db()
        .select({ status: jobs.status, error: jobs.lastError })
        .from(jobs)
        .where(eq(jobs.id, id))
    )[0]!;
  // The app scheduled its own tick at start, and a run may be under way: run until it is done.
  for (let i = 0; i < 10 && ['queued', 'running'].includes((await job()).status); i++) {
    await worker.runOnce();
  }
  return job();
}

async function writeRows(orgId: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db().transaction((tx) =>
      writeAudit(tx, {
        orgId,
        actor: { type: 'system', job: 'test' },
        action: i % 2 ? 'item.moved' : 'item.created',
        entityType: 'item',
        entityId: `item-${i}`,
        after: { title: `v${i}` },
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

const get = (url: string, host?: string) =>
  t.app.inject({ method: 'GET', url, ...(host ? { headers: { host } } : {}) });

async function publicKey(slug: string) {
  return createPublicKey((await get(`/${slug}/.well-known/candor-signing-key`)).body);
}

const verifies = (signed: SignedCheckpoint, key: ReturnType<typeof createPublicKey>) =>
  verify(null, Buffer.from(signed.payload), key, Buffer.from(signed.signature, 'base64'));

const verifyCli = (...args: string[]) => runAuditVerify(db(), args, dataDir);

/** An organisation with `rows` audit rows and a checkpoint of them. */
async function anchoredOrg(slug: string, rows: number) {
  const { org } = await buildOrg(db(), { slug, name: `Org ${slug}` });
  const ids = await writeRows(org.id, rows);
  // (The job fails while another test's organisation has a cut chain; this one is signed.)
  await runCheckpointTick();
  expect(await db().$count(auditCheckpoints, eq(auditCheckpoints.orgId, org.id))).toBe(1);
  return { org, ids };
}

describe('audit checkpoints', () => {
  it('publishes a signed checkpoint when the chain grew, in the feeds and at public URLs', async () => {
    const { org } = await buildOrg(db(), {
      slug: 'acme-audit',
      name: 'Acme',
      customDomain: 'trust.acme-audit.test',
    });
    expect((await get('/acme-audit/audit/checkpoint.json')).statusCode).toBe(404);
    const ids = await writeRows(org.id, 3);
    expect((await runCheckpointTick()).status).toBe('succeeded');

    const response = await get('/acme-audit/audit/checkpoint.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const first = response.json<SignedCheckpoint & { publicKey: string }>();
    expect(first.publicKey).toBe('http://localhost:3000/acme-audit/.well-known/candor-signing-key');
    const key = await publicKey('acme-audit');
    expect(verifies(first, key)).toBe(true);
    const [head] = await db().select().from(auditLog).where(eq(auditLog.id, ids[2]!));
    expect(JSON.parse(first.payload)).toEqual({
      format: 'candor-audit-checkpoint/1',
      organisation: { id: org.id, slug: 'acme-audit', name: 'Acme' },
      sequence: 1,
      rowCount: 3,
      headId: ids[2],
      headHash: head!.hash,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    // A changed byte does not verify.
    expect(
      verifies({ ...first, payload: first.payload.replace('"rowCount":3', '"rowCount":2') }, key),
    ).toBe(false);

    // Nothing new: no new checkpoint. Two more rows: the next tick signs them.
    await runCheckpointTick();
    expect(
      (await get('/acme-audit/audit/checkpoints.json')).json<{ checkpoints: unknown[] }>()
        .checkpoints,
    ).toHaveLength(1);
    await writeRows(org.id, 2);
    await runCheckpointTick();
    const list = (await get('/acme-audit/audit/checkpoints.json')).json<{
      checkpoints: SignedCheckpoint[];
    }>();
    expect(
      list.checkpoints.map((c) => (JSON.parse(c.payload) as CheckpointPayload).rowCount),
    ).toEqual([3, 5]);
    expect(list.checkpoints.every((c) => verifies(c, key))).toBe(true);
    const latest = list.checkpoints[1]!;

    // The custom domain serves it at its root.
    const onDomain = await get('/audit/checkpoint.json', 'trust.acme-audit.test');
    expect(onDomain.json<SignedCheckpoint>().payload).toBe(latest.payload);

    // The feeds carry the latest checkpoint, under their own signature.
    const atom = await get('/acme-audit/updates.atom');
    expect(atom.body).toContain(
      '<candor:auditCheckpoint xmlns:candor="urn:candor:audit-checkpoint:1"',
    );
    expect(atom.body).toContain(`signature="${latest.signature}"`);
    const atomSig = (await get('/acme-audit/updates.atom.sig')).body.trim();
    expect(verify(null, atom.rawPayload, key, Buffer.from(atomSig, 'base64'))).toBe(true);
    const feed = await get('/acme-audit/updates.json');
    const extension = feed.json<{ _candor_audit_checkpoint: SignedCheckpoint }>()
      ._candor_audit_checkpoint;
    expect(extension).toMatchObject({ payload: latest.payload, signature: latest.signature });
    const jsonSig = (await get('/acme-audit/updates.json.sig')).body.trim();
    expect(verify(null, feed.rawPayload, key, Buffer.from(jsonSig, 'base64'))).toBe(true);

    // A feed reader's saved copy of the feed serves as a kept checkpoint.
    const savedFeed = path.join(tempFolderForTest('feed'), 'updates.json');
    writeFileSync(savedFeed, feed.body);
    expect((await verifyCli('--checkpoint', savedFeed)).output).toContain(
      'acme-audit (Acme): 5 rows verify and reach checkpoint 2',
    );

    const report = await verifyCli('acme-audit');
    expect(report).toEqual({
      code: 0,
      output: expect.stringContaining(
        'acme-audit (Acme): 5 rows verify and reach checkpoint 2',
      ) as unknown,
    });
  });

  it('reports deleting the newest rows against the checkpoint, which the chain alone does not', async () => {
    const { org, ids } = await anchoredOrg('cut-audit', 5);
    await db().execute(sql`delete from audit_log where id in (${ids[3]}, ${ids[4]})`);
    expect(await verifyAuditChain(db(), org.id)).toMatchObject({ ok: true, count: 3 });

    const report = await verifyCli('cut-audit');
    expect(report.code).toBe(1);
    expect(report.output).toContain('cut-audit (Org cut-audit): FAILED');
    expect(report.output).toContain(
      'deleted rows after checkpoint 1: chain has 3 rows, checkpoint said 5',
    );
    expect(report.output).toMatch(/Audit verification FAILED\.$/);

    // The private area's check says so too.
    const staff = await buildStaffUser(db(), { org, scopes: ['audit:view'] });
    const cookie = await signInAs(t.app, staff.user.email, staff.password);
    const checked = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/verify',
      headers: { cookie },
    });
    expect(checked.json<AuditVerification>()).toMatchObject({
      ok: false,
      brokenAt: null,
      // The sign-in wrote a row.
      problems: ['deleted rows after checkpoint 1: chain has 4 rows, checkpoint said 5'],
    });

    // New rows after the cut: no checkpoint is signed over it, and verify still finds it.
    await writeRows(org.id, 3);
    const job = await runCheckpointTick();
    expect(job.status).toBe('failed');
    expect(job.error).toContain('cut-audit: the chain no longer reaches checkpoint 1');
    expect(await db().$count(auditCheckpoints, eq(auditCheckpoints.orgId, org.id))).toBe(1);
    expect((await verifyCli('cut-audit')).output).toContain(
      'the chain does not reach checkpoint 1 (5 rows, last row',
    );
  });

  it('names an edited row as the first bad row', async () => {
    const { ids } = await anchoredOrg('edit-audit', 4);
    await db().execute(
      sql`update audit_log set after = '{"title":"rewritten"}'::jsonb where id = ${ids[1]}`,
    );
    const [row] = await db().select().from(auditLog).where(eq(auditLog.id, ids[1]!));

    const report = await verifyCli('edit-audit');
    expect(report.code).toBe(1);
    expect(report.output).toContain(
      `row ${ids[1]} (${row!.createdAt.toISOString()}, item.moved) is the first bad row`,
    );
  });

  it('checks a checkpoint a third party kept, with the published key, when the database lost its own', async () => {
    const { org, ids } = await anchoredOrg('kept-audit', 4);
    const dir = tempFolderForTest('kept');
    const keptFile = path.join(dir, 'checkpoint.json');
    writeFileSync(keptFile, (await get('/kept-audit/audit/checkpoint.json')).body);
    const keyFile = path.join(dir, 'candor-signing-key.pem');
    writeFileSync(keyFile, (await get('/kept-audit/.well-known/candor-signing-key')).body);

    // Whoever cut the chain also deleted the checkpoints the database lists.
    await db()
      .delete(auditLog)
      .where(inArray(auditLog.id, ids.slice(2)));
    await db().delete(auditCheckpoints).where(eq(auditCheckpoints.orgId, org.id));
    expect((await verifyCli('kept-audit')).code).toBe(0);

    const report = await verifyCli('--checkpoint', keptFile, '--public-key', keyFile);
    expect(report.code).toBe(1);
    expect(report.output).toContain(
      'deleted rows after checkpoint 1: chain has 2 rows, checkpoint said 4',
    );
    expect(report.output).toContain(
      `checkpoint 1 (from ${keptFile}) is missing from the database's published list`,
    );
    // Only the organisation the file names is checked.
    expect(report.output).not.toContain('acme-audit');

    // A forged checkpoint does not count.
    const forged = JSON.parse(
      (await get('/acme-audit/audit/checkpoint.json')).body,
    ) as SignedCheckpoint;
    const forgedFile = path.join(dir, 'forged.json');
    writeFileSync(
      forgedFile,
      JSON.stringify({
        ...forged,
        payload: forged.payload.replace('"sequence":2', '"sequence":9'),
      }),
    );
    const forgedReport = await verifyCli('acme-audit', '--checkpoint', forgedFile);
    expect(forgedReport.code).toBe(1);
    expect(forgedReport.output).toContain(
      `the checkpoint from ${forgedFile} does not verify with the feed key`,
    );
  });

  it('refuses unknown organisations, options and files with a clear message', async () => {
    await expect(verifyCli('no-such-org')).rejects.toThrow(
      /^No organisation has the slug no-such-org\. Organisations: .*acme-audit/,
    );
    await expect(verifyCli('--force')).rejects.toThrow(/^Unknown argument --force\.\nUsage:/);
    await expect(verifyCli('--checkpoint', '/nonexistent.json')).rejects.toBeInstanceOf(
      AuditVerifyError,
    );
  });
});
