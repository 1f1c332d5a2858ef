/**
 * The document log (issue 27 §4): every stored original of a document is a version in an
 * append-only hash chain per organisation; its check finds a row edited in SQL.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFile, buildOrg, buildStaffUser, TINY_PDF } from '../../db/factories.js';
import { documentVersions, readDocumentLogHead, verifyDocumentLog } from '../../db/documentLog.js';
import { auditLog, documentLog, portalCustomizations } from '../../db/schema/index.js';
import { backfillDocumentLog } from '../../services/documents/backfillDocumentLog.js';
import { multipartFile } from '../../testing/multipart.js';
import { signInAs, TEST_BASE_URL, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const LIBRARY = '/api/documents/trust-center';
let org: { id: string };
let editor: string;

beforeAll(async () => {
  const db = t.database.db;
  ({ org } = await buildOrg(db, { slug: 'acme-log', isDefault: true }));
  const staff = await buildStaffUser(db, { org, scopes: ['statuspage:edit'] });
  editor = await signInAs(t.app, staff.user.email, staff.password);
});

const send = (method: 'POST' | 'PUT', url: string, bytes: Buffer) => {
  const body = multipartFile(bytes, { filename: 'report.pdf', contentType: 'application/pdf' });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: {
      cookie: editor,
      origin: TEST_BASE_URL,
      host: new URL(TEST_BASE_URL).host,
      ...body.headers,
    },
  });
};
const pdf = (text: string) => Buffer.concat([TINY_PDF, Buffer.from(`% ${text}\n`)]);
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the document log', () => {
  it('logs an upload as version 1 and a replacement as version 2, on a chain that verifies', async () => {
    const uploaded = await send('POST', LIBRARY, pdf('first'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json<{ document: { id: string } }>().document.id;
    const replaced = await send('PUT', `${LIBRARY}/${id}/file`, pdf('second'));
    expect(replaced.statusCode, replaced.body).toBe(200);

    const rows = await t.database.db
      .select()
      .from(documentLog)
      .where(and(eq(documentLog.orgId, org.id), eq(documentLog.fileId, id)))
      .orderBy(documentLog.id);
    expect(rows.map((row) => [row.version, row.sha256])).toEqual([
      [1, sha256Of(pdf('first'))],
      [2, sha256Of(pdf('second'))],
    ]);
    expect(rows[1]!.prevHash).toBe(rows[0]!.entryHash);
    expect((await documentVersions(t.database.db, org.id)).get(id)).toBe(2);
    const check = await verifyDocumentLog(t.database.db, org.id);
    expect(check).toMatchObject({ ok: true, head: rows[1]!.entryHash });
    expect(await readDocumentLogHead(t.database.db, org.id)).toEqual({
      length: check.length,
      head: rows[1]!.entryHash,
    });
    const [audit] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'document.replaced')));
    expect(audit!.after).toMatchObject({ version: 2 });
  });

  it('finds a row whose recorded hash of the original was changed in SQL', async () => {
    const uploaded = await send('POST', LIBRARY, pdf('tampered'));
    const id = uploaded.json<{ document: { id: string } }>().document.id;
    expect((await verifyDocumentLog(t.database.db, org.id)).ok).toBe(true);
    const [row] = await t.database.db
      .update(documentLog)
      .set({ sha256: sql`repeat('0', 64)` })
      .where(and(eq(documentLog.orgId, org.id), eq(documentLog.fileId, id)))
      .returning({ id: documentLog.id });
    expect(await verifyDocumentLog(t.database.db, org.id)).toEqual({
      ok: false,
      length: expect.any(Number) as number,
      brokenAtId: row!.id,
    });
  });

  it('gives documents stored before the log their version 1 at start, once', async () => {
    const { org: older } = await buildOrg(t.database.db, { slug: 'older-docs' });
    const file = await buildFile(t.database.db, { org: older });
    // Stored before the log existed: the factory's version 1 taken back out.
    await t.database.db.delete(documentLog).where(eq(documentLog.orgId, older.id));
    expect(await readDocumentLogHead(t.database.db, older.id)).toBeNull();
    const revisionBefore = await portalRevision(older.id);
    expect(await backfillDocumentLog(t.database.db)).toBeGreaterThanOrEqual(1);
    // trust.json is cached per revision: the backfill moves it, so none lacks the versions.
    expect(await portalRevision(older.id)).toBeGreaterThan(revisionBefore);
    expect((await documentVersions(t.database.db, older.id)).get(file.id)).toBe(1);
    const [logged] = await t.database.db
      .select({ at: documentLog.createdAt })
      .from(documentLog)
      .where(eq(documentLog.orgId, older.id));
    expect(logged!.at.toISOString()).toBe(file.createdAt.toISOString());
    expect(await verifyDocumentLog(t.database.db, older.id)).toMatchObject({ ok: true, length: 1 });
    expect(await backfillDocumentLog(t.database.db)).toBe(0);
  });
});

async function portalRevision(orgId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ revision: portalCustomizations.revision })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return row!.revision;
}
