/**
 * The staff document library over HTTP, on an encrypted folder store: who may do what, uploads
 * checked by their bytes and size, every change audited, and bad input leaving nothing behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildStaffUser,
  TINY_PDF,
} from '../../db/factories.js';
import { auditLog, files, itemFiles } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { multipartFile } from '../../testing/multipart.js';
import { signInAs, TEST_BASE_URL, useTestApp } from '../../testing/testApp.js';
import { getFollowing, pdfPageTexts } from '../../testing/fileDownloads.js';
import { pdfBomb, UNPARSEABLE_PDF } from '../../testing/hostilePdfs.js';
import { pdfPoolState } from '../../pdf/pdfPool.js';

// Building the app and signing four people in takes seconds on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

const MAX_BYTES = 64 * 1024;
const t = useTestApp({
  config: { filesEncryptionKey: randomBytes(32), documentMaxBytes: MAX_BYTES },
});

const PDF = Buffer.concat([TINY_PDF, Buffer.from('% SOC 2 Type II, Northwind Cloud\n')]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let ctx: Awaited<ReturnType<typeof setUp>>;
async function setUp() {
  const db = t.database.db;
  const { org, product } = await buildOrg(db, { slug: 'acme', isDefault: true });
  const card = await buildCard(db, { product, kind: 'DataSecurity' });
  const item = await buildItem(db, { card, title: 'Encryption at rest', publicAccess: true });
  const other = await buildOrg(db, { slug: 'globex' });
  const otherFile = await buildFile(db, { org: other.org, fileStore: t.appFileStore });
  const editor = await buildStaffUser(db, { org, scopes: ['statuspage:edit'] });
  const viewer = await buildStaffUser(db, { org, scopes: ['files:view'] });
  const noScopes = await buildStaffUser(db, { org, scopes: ['assets:edit'] });
  const outsider = await buildStaffUser(db, { org: other.org, scopes: ['statuspage:edit'] });
  return {
    org,
    product,
    item,
    other,
    otherFile,
    editor: await signInAs(t.app, editor.user.email, editor.password),
    viewer: await signInAs(t.app, viewer.user.email, viewer.password),
    noScopes: await signInAs(t.app, noScopes.user.email, noScopes.password),
    outsider: await signInAs(t.app, outsider.user.email, outsider.password),
  };
}
beforeAll(async () => {
  ctx = await setUp();
});

interface Saved {
  document: { id: string; name: string };
  message: string;
}

const headers = (cookie?: string) => ({
  ...(cookie ? { cookie } : {}),
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
});
const LIBRARY = '/api/documents/trust-center';
const upload = (
  bytes: Buffer,
  options: {
    filename?: string;
    contentType?: string;
    cookie?: string | undefined;
    fields?: Record<string, string>;
  } = {},
) => {
  const { filename = 'SOC 2 report.pdf', contentType = 'application/pdf', fields } = options;
  const body = multipartFile(bytes, { filename, contentType, ...(fields ? { fields } : {}) });
  return t.app.inject({
    method: 'POST',
    url: LIBRARY,
    payload: body.payload,
    headers: { ...headers('cookie' in options ? options.cookie : ctx.editor), ...body.headers },
  });
};
const send = (
  method: 'GET' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: headers(cookie), ...(payload ? { payload } : {}) });

const orgFiles = () => t.database.db.select().from(files).where(eq(files.orgId, ctx.org.id));
const documentAudits = () =>
  t.database.db
    .select({ action: auditLog.action, entityId: auditLog.entityId })
    .from(auditLog)
    .where(eq(auditLog.orgId, ctx.org.id));
/** Every file the folder store holds for the organisation. */
const storedFiles = () => {
  const dir = path.join(t.fileStore.rootDir, 'orgs', ctx.org.id, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function clearLibrary() {
  for (const row of await orgFiles()) {
    await t.database.db.delete(files).where(eq(files.id, row.id));
    await t.appFileStore.delete(row.storageKey);
  }
}
beforeEach(clearLibrary);

describe('upload', () => {
  it('stores a PDF encrypted, lists it, serves it decrypted once linked, audited', async () => {
    const response = await upload(PDF);
    expect(response.statusCode, response.body).toBe(201);
    const { document, message } = response.json<Saved>();
    expect(message).toBe('Document uploaded');
    expect(document).toMatchObject({
      name: 'SOC 2 report.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      expiresOn: null,
      encryptedType: 'aes-256-gcm-envelope-v1',
      links: [],
    });

    const [row] = await orgFiles();
    const onDisk = fs.readFileSync(path.join(t.fileStore.rootDir, ...row!.storageKey.split('/')));
    expect(onDisk.includes(Buffer.from('SOC 2 Type II'))).toBe(false);

    const list = await send('GET', LIBRARY, ctx.editor);
    expect(list.json()).toMatchObject({ count: 1, documents: [{ id: document.id }] });
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(await documentAudits()).toContainEqual({
      action: 'document.uploaded',
      entityId: document.id,
    });

    // Linked to a public item, an anonymous visitor gets it decrypted through the portal (a PDF
    // as a watermarked copy of the stored bytes).
    const linked = await send(
      'PUT',
      `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
      ctx.editor,
      { fileIds: [document.id] },
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ message: 'Documents saved', fileIds: [document.id] });
    // The portal lists it as encrypted, for the view modal's notice.
    const listed = await t.app.inject({ method: 'GET', url: `/${ctx.org.slug}/api/documents` });
    expect(listed.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({ fileId: document.id, encrypted: true }),
    );
    const served = await getFollowing(
      t.app,
      `/api/share/${ctx.org.id}/files/${document.id}?itemUid=${ctx.item.uid}`,
    );
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await pdfPageTexts(served.rawPayload)).join(' ')).toContain('Public');

    // A byte flipped at rest: the document is refused, not a byte of it sent.
    const sealedPath = path.join(t.fileStore.rootDir, ...row!.storageKey.split('/'));
    const tampered = Buffer.from(onDisk);
    tampered[tampered.length - 40]! ^= 0x01;
    fs.writeFileSync(sealedPath, tampered);
    const refused = await getFollowing(
      t.app,
      `/api/share/${ctx.org.id}/files/${document.id}?itemUid=${ctx.item.uid}`,
    );
    expect(refused.statusCode).toBe(500);
    expect(refused.rawPayload.includes(Buffer.from('SOC 2 Type II'))).toBe(false);
  });

  const refused = [
    {
      what: 'HTML named like a PDF',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'report.pdf',
      contentType: 'application/pdf',
      status: 415,
      message: "The file's content does not match its type. Upload the original file.",
    },
    {
      what: 'a PNG claiming to be a PDF',
      bytes: PNG,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      status: 415,
      message: "The file's content does not match its type. Upload the original file.",
    },
    {
      what: 'a PDF declared as a PNG',
      bytes: PDF,
      filename: 'scan.png',
      contentType: 'image/png',
      status: 415,
      message: "The file's content does not match its type. Upload the original file.",
    },
    {
      what: 'a type the library does not take',
      bytes: Buffer.from('just some notes'),
      filename: 'notes.txt',
      contentType: 'text/plain',
      status: 415,
      message:
        'This file type is not supported. Upload a PDF, Word, Excel, PowerPoint, PNG or JPEG file.',
    },
    {
      what: 'a file that starts %PDF but does not parse',
      bytes: UNPARSEABLE_PDF,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      status: 400,
      message: 'This PDF could not be read: it may be damaged. Upload the original file.',
    },
    {
      what: 'an empty file',
      bytes: Buffer.alloc(0),
      filename: 'empty.pdf',
      contentType: 'application/pdf',
      status: 400,
      message: 'The file is empty. Choose another file.',
    },
    {
      what: 'a file over the limit',
      bytes: Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)]),
      filename: 'huge.pdf',
      contentType: 'application/pdf',
      status: 413,
      message: 'The file is larger than 0.1 MB. Upload a smaller file.',
    },
  ];
  it.each(refused)('refuses $what with $status, storing nothing', async (c) => {
    const auditsBefore = (await documentAudits()).length;
    const response = await upload(c.bytes, { filename: c.filename, contentType: c.contentType });
    expect(response.statusCode, response.body).toBe(c.status);
    expect(errorBodyOf(response).message).toBe(c.message);
    expect(await orgFiles()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect((await documentAudits()).length).toBe(auditsBefore);
  });

  it('refuses a decompression bomb (413), read off the main thread: /healthz answers meanwhile', async () => {
    // 200 MB of content stream, deflated twice: a few kB uploaded.
    const bomb = await pdfBomb({ twice: true });
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const pending = upload(bomb);
    await vi.waitFor(() => expect(pdfPoolState().jobs).toBe(1), { timeout: 10_000, interval: 5 });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // Answered while the bomb was still being read, not after.
    expect(pdfPoolState().jobs).toBe(1);
    const response = await pending;
    expect(response.statusCode).toBe(413);
    expect(errorBodyOf(response).message).toBe(
      'This PDF expands to more than 128 MB when opened. Upload a smaller PDF.',
    );
    expect(await orgFiles()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('an upload cut off mid-stream leaves no row and no stored bytes', async () => {
    const body = multipartFile(Buffer.concat([PDF, randomBytes(32 * 1024)]));
    const half = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    let sent = false;
    const payload = new Readable({
      read() {
        if (sent) return;
        sent = true;
        this.push(half);
        // The connection drops: the body ends with an error before its closing boundary.
        setTimeout(() => this.destroy(new Error('connection reset')), 50);
      },
    });
    const response = await t.app
      .inject({
        method: 'POST',
        url: LIBRARY,
        payload,
        headers: { ...headers(ctx.editor), ...body.headers },
      })
      .catch((error: unknown) => error);
    if (!(response instanceof Error)) {
      expect((response as { statusCode: number }).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await orgFiles()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });
});

describe('changes', () => {
  async function uploaded() {
    const response = await upload(PDF);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ document: { id: string } }>().document.id;
  }

  it('renames and sets an expiry date; a bad date is refused with the spec message', async () => {
    const id = await uploaded();
    const saved = await send('PATCH', `${LIBRARY}/${id}`, ctx.editor, {
      name: 'SOC 2 Type II (2026).pdf',
      expiresOn: '2027-03-31',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Saved>().document).toMatchObject({
      name: 'SOC 2 Type II (2026).pdf',
      expiresOn: '2027-03-31',
    });
    const bad = await send('PATCH', `${LIBRARY}/${id}`, ctx.editor, { expiresOn: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).errors?.[0]?.message).toBe('Invalid expiration date');
    const [row] = await orgFiles();
    expect(row).toMatchObject({
      originalName: 'SOC 2 Type II (2026).pdf',
      expiresOn: '2027-03-31',
    });
    expect(await documentAudits()).toContainEqual({ action: 'document.updated', entityId: id });
  });

  it('an upload names its title and makes the document view-only; Edit makes it downloadable again, audited', async () => {
    const bad = await upload(PDF, { fields: { title: ' ', documentAccessType: 'view-only' } });
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).errors?.[0]).toEqual({
      path: 'title',
      message: 'Enter a name for the document.',
    });
    expect(await orgFiles()).toEqual([]);
    expect(storedFiles()).toEqual([]);

    const response = await upload(PDF, {
      fields: { title: 'SOC 2 Type II 2026', documentAccessType: 'view-only' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<Saved>();
    expect(document).toMatchObject({ name: 'SOC 2 Type II 2026', documentAccessType: 'view-only' });
    await send(
      'PUT',
      `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
      ctx.editor,
      { fileIds: [document.id] },
    );
    // The item's access stays as it is (public): the visitor may view it, not download it.
    const portalCopy = async () =>
      (await t.app.inject({ method: 'GET', url: `/${ctx.org.slug}/api/documents` }))
        .json<{ items: { fileId: string; viewUrl: string | null; downloadUrl: string | null }[] }>()
        .items.find((d) => d.fileId === document.id);
    const viewOnly = await portalCopy();
    expect(viewOnly?.viewUrl).toBeTruthy();
    expect(viewOnly?.downloadUrl).toBeNull();
    const download = `/api/share/${ctx.org.id}/files/${document.id}?itemUid=${ctx.item.uid}&accessType=download`;
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(403);

    const saved = await send('PATCH', `${LIBRARY}/${document.id}`, ctx.editor, {
      documentAccessType: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Saved>().document).toMatchObject({ documentAccessType: null });
    expect((await portalCopy())?.downloadUrl).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(302);
    const audits = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, ctx.org.id), eq(auditLog.entityId, document.id)));
    expect(audits.find((row) => row.action === 'document.uploaded')?.after).toMatchObject({
      name: 'SOC 2 Type II 2026',
      documentAccessType: 'view-only',
    });
    expect(audits).toContainEqual({
      action: 'document.updated',
      before: { documentAccessType: 'view-only' },
      after: { documentAccessType: null },
    });
    expect(
      (await send('PATCH', `${LIBRARY}/${document.id}`, ctx.editor, { documentAccessType: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('replaces the bytes keeping the links, and removes the old bytes', async () => {
    const id = await uploaded();
    await send(
      'PUT',
      `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
      ctx.editor,
      { fileIds: [id] },
    );
    const [before] = await orgFiles();
    const body = multipartFile(PNG, { filename: 'diagram.png', contentType: 'image/png' });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `${LIBRARY}/${id}/file`,
      payload: body.payload,
      headers: { ...headers(ctx.editor), ...body.headers },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Saved>().document).toMatchObject({
      id,
      name: 'diagram.png',
      mimeType: 'image/png',
      links: [{ itemUid: ctx.item.uid }],
    });
    expect(storedFiles()).toHaveLength(1);
    expect(await t.appFileStore.get(before!.storageKey)).toBeNull();
    const served = await getFollowing(
      t.app,
      `/api/share/${ctx.org.id}/files/${id}?itemUid=${ctx.item.uid}`,
    );
    expect(served.rawPayload).toEqual(PNG);
    expect(await documentAudits()).toContainEqual({ action: 'document.replaced', entityId: id });
  });

  it('deletes the document, its links and its bytes', async () => {
    const id = await uploaded();
    await send(
      'PUT',
      `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
      ctx.editor,
      { fileIds: [id] },
    );
    const deleted = await send('DELETE', `${LIBRARY}/${id}`, ctx.editor);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Document deleted' });
    expect(await orgFiles()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(
      await t.database.db.select().from(itemFiles).where(eq(itemFiles.itemId, ctx.item.id)),
    ).toEqual([]);
    expect(await documentAudits()).toContainEqual({ action: 'document.deleted', entityId: id });
  });

  it('a Documents item keeps at least one file', async () => {
    const card = await buildCard(t.database.db, { product: ctx.product, kind: 'Documents' });
    const item = await buildItem(t.database.db, { card, title: 'Data processing agreement' });
    const response = await send(
      'PUT',
      `/api/trust-center/products/${ctx.product.id}/items/${item.uid}/documents`,
      ctx.editor,
      { fileIds: [] },
    );
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe('Please upload a file to save this item.');
  });
});

describe('the link panel', () => {
  it("names each item's card by the title the portal shows, never by its kind", async () => {
    const db = t.database.db;
    const renamed = await buildCard(db, {
      product: ctx.product,
      kind: 'InternalPractices',
      title: 'Security controls',
    });
    await buildItem(db, { card: renamed, title: 'Background checks' });
    const response = await send('GET', `${LIBRARY}/items`, ctx.editor);
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ items: { title: string; cardTitle: string }[] }>().items;
    expect(listed.map(({ title, cardTitle }) => [title, cardTitle])).toEqual(
      expect.arrayContaining([
        ['Encryption at rest', 'Data Security'],
        ['Background checks', 'Security controls'],
      ]),
    );
  });
});

describe('who may', () => {
  it('a visitor is asked to sign in (401), for every call', async () => {
    const id = ctx.otherFile.id;
    const calls = [
      send('GET', LIBRARY),
      upload(PDF, { cookie: undefined }),
      send('PATCH', `${LIBRARY}/${id}`, undefined, { name: 'x' }),
      send('DELETE', `${LIBRARY}/${id}`),
      send(
        'PUT',
        `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
        undefined,
        { fileIds: [] },
      ),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });

  it('staff without the scope are refused (403), and nothing is written', async () => {
    const id = await (async () => {
      const response = await upload(PDF);
      return response.json<{ document: { id: string } }>().document.id;
    })();
    const auditsBefore = (await documentAudits()).length;
    expect((await send('GET', LIBRARY, ctx.noScopes)).statusCode).toBe(403);
    for (const cookie of [ctx.noScopes, ctx.viewer]) {
      expect((await upload(PDF, { cookie })).statusCode).toBe(403);
      expect((await send('PATCH', `${LIBRARY}/${id}`, cookie, { name: 'x.pdf' })).statusCode).toBe(
        403,
      );
      expect((await send('DELETE', `${LIBRARY}/${id}`, cookie)).statusCode).toBe(403);
      const link = await send(
        'PUT',
        `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
        cookie,
        { fileIds: [id] },
      );
      expect(link.statusCode).toBe(403);
    }
    // files:view may read the library.
    expect((await send('GET', LIBRARY, ctx.viewer)).json()).toMatchObject({ count: 1 });
    expect(await orgFiles()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
    expect((await documentAudits()).length).toBe(auditsBefore);
  });

  it("another organisation's document, or a guessed id, is not found and not touched", async () => {
    const foreign = ctx.otherFile.id;
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        (await send('PATCH', `${LIBRARY}/${id}`, ctx.editor, { name: 'mine.pdf' })).statusCode,
      ).toBe(404);
      expect((await send('DELETE', `${LIBRARY}/${id}`, ctx.editor)).statusCode).toBe(404);
      const body = multipartFile(PDF, { filename: 'r.pdf', contentType: 'application/pdf' });
      const replaced = await t.app.inject({
        method: 'PUT',
        url: `${LIBRARY}/${id}/file`,
        payload: body.payload,
        headers: { ...headers(ctx.editor), ...body.headers },
      });
      expect(replaced.statusCode).toBe(404);
    }
    const link = await send(
      'PUT',
      `/api/trust-center/products/${ctx.product.id}/items/${ctx.item.uid}/documents`,
      ctx.editor,
      { fileIds: [foreign] },
    );
    expect(link.statusCode).toBe(404);
    // The outsider's library holds only their own document; ours are not theirs to see.
    const theirs = await send('GET', LIBRARY, ctx.outsider);
    expect(theirs.json()).toMatchObject({ count: 1, documents: [{ id: foreign }] });
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.id, foreign), eq(files.orgId, ctx.other.org.id)));
    expect(row?.originalName).toBe(ctx.otherFile.originalName);
    expect(await t.appFileStore.get(row!.storageKey, row!.sha256)).toEqual(TINY_PDF);
    expect(storedFiles()).toEqual([]);
  });
});
