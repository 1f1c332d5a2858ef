/**
 * Staff manage the knowledge base: add, edit, mark public or private, delete (each audited), the
 * products an entry belongs to, and the whole base as CSV both ways (all rows or none, per-line
 * errors, a size limit, formula-safe cells). A visitor sees what staff publish at once.
 */
import { kbTablePageSchema } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../db/audit.js';
import { buildKbEntry } from '../../db/factories.js';
import { auditLog, kbEntries, kbEntryProducts } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { staffRequest } from '../../testing/staffRequest.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['files:view']);

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = sessions.admin,
) => staffRequest(t.app)(method, url, cookie, payload);

const visitorQuestions = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/acme/api/knowledge-base?pageSize=50',
  });
  return kbTablePageSchema.parse(response.json()).items.map((e) => e.question);
};

const entryCount = async () =>
  (await t.database.db.select().from(kbEntries).where(eq(kbEntries.orgId, f.org.id))).length;

const audits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, action)));

describe('staff edit entries', () => {
  it('add a private entry limited to a product, publish it, edit it and delete it', async () => {
    const created = await send('POST', '/api/admin/knowledge-base', {
      question: '  Do you run a bug bounty?  ',
      answer: 'Yes, on **HackerOne**.',
      comment: null,
      accessLevel: 'private',
      productIds: [f.mobile.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, message } = created.json<{ id: string; message: string }>();
    expect(message).toBe('Entry added');
    expect(await visitorQuestions()).not.toContain('Do you run a bug bounty?');

    const published = await send('PATCH', `/api/admin/knowledge-base/${id}/access`, {
      accessLevel: 'public',
    });
    expect(published.json()).toMatchObject({ message: 'Entry is now public' });
    expect(await visitorQuestions()).toContain('Do you run a bug bounty?');
    // Limited to the mobile product: not on the cloud product's table.
    const cloud = await t.app.inject({
      method: 'GET',
      url: `/acme/api/knowledge-base?productIds=${f.product.id}&pageSize=50`,
    });
    expect(JSON.stringify(cloud.json())).not.toContain('bug bounty');

    const edited = await send('PUT', `/api/admin/knowledge-base/${id}`, {
      question: 'Do you run a public bug bounty?',
      answer: 'Yes.',
      comment: 'Since 2024',
      accessLevel: 'public',
      favorite: true,
      productIds: [],
    });
    expect(edited.json()).toMatchObject({ message: 'Entry saved' });
    expect((await visitorQuestions())[0]).toBe('Do you run a public bug bounty?');
    const links = await t.database.db
      .select()
      .from(kbEntryProducts)
      .where(eq(kbEntryProducts.kbEntryId, id));
    expect(links).toEqual([]);

    const removed = await send('DELETE', `/api/admin/knowledge-base/${id}`);
    expect(removed.json()).toMatchObject({ message: 'Entry deleted' });
    expect(await visitorQuestions()).not.toContain('Do you run a public bug bounty?');
    expect((await send('DELETE', `/api/admin/knowledge-base/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/knowledge-base/not-an-id')).statusCode).toBe(404);

    for (const action of [
      'kb_entry.created',
      'kb_entry.access_changed',
      'kb_entry.updated',
      'kb_entry.deleted',
    ]) {
      expect(await audits(action)).toHaveLength(1);
    }
    expect((await verifyAuditChain(t.database.db, f.org.id)).ok).toBe(true);
  });

  it('refuses an empty question, an unknown product and another organisation’s entry', async () => {
    const before = await entryCount();
    const empty = await send('POST', '/api/admin/knowledge-base', {
      question: ' ',
      answer: '',
      accessLevel: 'public',
      productIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(errorBodyOf(empty))).toContain('Question is required');
    const unknown = await send('POST', '/api/admin/knowledge-base', {
      question: 'Q?',
      answer: 'A',
      accessLevel: 'public',
      productIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorBodyOf(unknown).message).toBe('Unknown product');
    expect(await entryCount()).toBe(before);

    const { buildOrg } = await import('../../db/factories.js');
    const other = await buildOrg(t.database.db, { slug: 'initech', name: 'Initech' });
    const theirs = await buildKbEntry(t.database.db, { org: other.org });
    expect((await send('DELETE', `/api/admin/knowledge-base/${theirs.id}`)).statusCode).toBe(404);
  });

  it('refuses staff without statuspage:edit', async () => {
    const list = await send('GET', '/api/admin/knowledge-base', undefined, sessions.limited);
    expect(list.statusCode).toBe(403);
    const add = await send(
      'POST',
      '/api/admin/knowledge-base',
      { question: 'Q?', answer: 'A', accessLevel: 'public', productIds: [] },
      sessions.limited,
    );
    expect(add.statusCode).toBe(403);
    expect(
      (await send('GET', '/api/admin/knowledge-base.csv', undefined, sessions.limited)).statusCode,
    ).toBe(403);
    const imported = await send(
      'POST',
      '/api/admin/knowledge-base/import',
      { csv: 'question,answer,comment,access,products\nQ?,A,,,\n' },
      sessions.limited,
    );
    expect(imported.statusCode).toBe(403);
  });

  it('lists every entry with its metadata for staff', async () => {
    await buildKbEntry(t.database.db, {
      org: f.org,
      question: 'Staff list private?',
      accessLevel: 'private',
    });
    const response = await send('GET', '/api/admin/knowledge-base?q=staff%20list');
    const page = kbTablePageSchema.parse(response.json());
    expect(page.items.map((e) => e.question)).toEqual(['Staff list private?']);
    expect(page.items[0]?.metadata?.accessLevel).toBe('private');
  });
});

describe('CSV', () => {
  const HEADER = 'question,answer,comment,access,products';
  const importCsv = (csv: string, fileName = 'answers.csv') =>
    send('POST', '/api/admin/knowledge-base/import', { csv, fileName });

  it('imports every row in one go, products by name or slug, and says how many', async () => {
    const csv = [
      HEADER,
      '"Is data encrypted in transit?","TLS 1.2+, everywhere.",,public,Mobile App',
      '"Multi-line answer?","Line one',
      'line two",internal note,PRIVATE,cloud; mobile',
      '',
      'Plain question?,Plain answer,,,',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 3, created: 3, updated: 0, message: '3 imported' });
    const rows = await t.database.db
      .select()
      .from(kbEntries)
      .where(eq(kbEntries.question, 'Multi-line answer?'));
    expect(rows[0]).toMatchObject({
      answer: 'Line one\r\nline two',
      comment: 'internal note',
      accessLevel: 'private',
      sourceType: 'csv_import',
      sourceName: 'answers.csv',
    });
    const links = await t.database.db
      .select()
      .from(kbEntryProducts)
      .where(eq(kbEntryProducts.kbEntryId, rows[0]!.id));
    expect(links.map((l) => l.productId).sort()).toEqual([f.product.id, f.mobile.id].sort());
    const visitor = await visitorQuestions();
    expect(visitor).toContain('Is data encrypted in transit?');
    expect(visitor).not.toContain('Multi-line answer?');
    expect(await audits('kb_entry.imported')).toHaveLength(1);
  });

  it('writes nothing when any row is bad, and names each bad line', async () => {
    const before = await entryCount();
    const csv = [
      HEADER,
      'Good question?,Good answer,,,',
      ',Answer without question,,,',
      'Unknown product?,Yes,,public,Nonexistent',
      'Bad access?,Yes,,secret,',
      'Good question?,Twice,,,',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.message).toBe('The CSV file has errors; nothing was imported');
    expect(body.errors).toEqual([
      { path: 'line 3', message: 'Question is required' },
      { path: 'line 4', message: 'Unknown product "Nonexistent"' },
      { path: 'line 5', message: 'Access must be public or private' },
      { path: 'line 6', message: 'Duplicate question (also on line 2)' },
    ]);
    expect(await entryCount()).toBe(before);
  });

  it('refuses a wrong header, an unclosed quote, a binary file and an oversized one', async () => {
    const before = await entryCount();
    const header = await importCsv('q,a\nx,y\n');
    expect(header.statusCode).toBe(400);
    expect(errorBodyOf(header).errors?.[0]).toEqual({
      path: 'line 1',
      message: 'The first line must name the columns question, answer, comment, access, products',
    });
    const unclosed = await importCsv(`${HEADER}\nok?,yes,,,\n"broken,answer,,,\n`);
    expect(unclosed.statusCode).toBe(400);
    expect(errorBodyOf(unclosed).errors?.[0]?.path).toMatch(/^line \d+$/);
    const binary = await importCsv(`${HEADER}\n\u0000\u0001PK\u0003\u0004`);
    expect(binary.statusCode).toBe(415);
    const big = await importCsv(`${HEADER}\n"Q?","${'x'.repeat(2 * 1024 * 1024)}",,,\n`);
    expect(big.statusCode).toBe(413);
    expect(errorBodyOf(big).message).toBe('The CSV file must be at most 2 MB');
    expect(await entryCount()).toBe(before);
  });

  it('exports the whole base with formula cells neutralised, and imports its own export back', async () => {
    await buildKbEntry(t.database.db, {
      org: f.org,
      question: '=HYPERLINK("http://evil.example","Click")',
      answer: '+1 (555) 0100',
      comment: '@SUM(A1:A2)',
      accessLevel: 'private',
      products: [f.mobile],
    });
    const response = await send('GET', '/api/admin/knowledge-base.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('knowledge-base.csv');
    const text = response.body;
    expect(text.startsWith('\ufeff"question","answer","comment","access","products"')).toBe(true);
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Click"")","'+1 (555) 0100","'@SUM(A1:A2)","private","Mobile App"`,
    );
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);

    const before = await entryCount();
    const again = await importCsv(text, 'knowledge-base.csv');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, updated: before });
    expect(await entryCount()).toBe(before);
    const [formula] = await t.database.db
      .select()
      .from(kbEntries)
      .where(eq(kbEntries.question, '=HYPERLINK("http://evil.example","Click")'));
    expect(formula).toMatchObject({ answer: '+1 (555) 0100', comment: '@SUM(A1:A2)' });
  });
});
