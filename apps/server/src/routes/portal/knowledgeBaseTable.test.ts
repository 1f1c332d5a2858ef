/**
 * The FAQ dialog's table (`{portal}/api/knowledge-base`): what each mode reads (a private entry
 * never reaches a public viewer), the metadata only in main mode, search, the source, access and
 * product facets, the time filter, paging and its §9 cap, and bad queries.
 */
import { kbTablePageSchema, type KbTablePage } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKbEntry, buildOrg, buildProduct } from '../../db/factories.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import { kbEntries, products } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

const PUBLIC_ENTRIES = 14;
const SECRET = 'Zebracrossing private answer';
let staffCookie: string;
let memberCookie: string;
let accountId: string;
let hiddenProductId: string;

beforeAll(async () => {
  const { db } = t.database;
  const org = f.org;
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  for (let i = 0; i < PUBLIC_ENTRIES; i++) {
    await buildKbEntry(db, {
      org,
      question: `Public question ${String(i).padStart(2, '0')}?`,
      updatedAt: daysAgo(i < 4 ? 2 : 60),
    });
  }
  await buildKbEntry(db, {
    org,
    question: 'Do you encrypt backups?',
    answer: 'Yes, with **AES-256** <script>alert(1)</script> [docs](javascript:alert(1))',
    comment: 'Also snapshots',
    sourceType: 'csv_import',
    favoritePublic: true,
  });
  await buildKbEntry(db, { org, question: '100% uptime_guarantee?', answer: 'No.' });
  await buildKbEntry(db, {
    org,
    question: 'Is the mobile app pinned?',
    answer: 'Certificate pinning on iOS and Android.',
    products: [f.mobile],
  });
  await buildKbEntry(db, {
    org,
    question: 'Private question?',
    answer: SECRET,
    accessLevel: 'private',
  });
  const hidden = await buildProduct(db, { org, slug: 'labs', name: 'Labs', show: false });
  hiddenProductId = hidden.id;
  await buildKbEntry(db, { org, question: 'Labs-only question?', products: [hidden] });

  // Another organisation's entries never show.
  const other = await buildOrg(db, { slug: 'globex', name: 'Globex' });
  await buildKbEntry(db, { org: other.org, question: 'Globex question?' });

  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  const member = await buildGrantedMember(db, {
    org,
    product: f.product,
    account: { name: 'Initech' },
    member: { email: 'peter@initech.example' },
  });
  accountId = member.account.id;
  memberCookie = member.cookie;
});

async function table(query = '', cookie?: string): Promise<KbTablePage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/acme/api/knowledge-base${query ? `?${query}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return kbTablePageSchema.parse(response.json());
}

async function allQuestions(query: string, cookie?: string): Promise<string[]> {
  const first = await table(`${query}&pageSize=50`, cookie);
  expect(first.total).toBeLessThanOrEqual(50);
  return first.items.map((e) => e.question);
}

describe('the knowledge-base table per mode', () => {
  it('never gives a visitor a private entry, its words or its metadata', async () => {
    const page = await table();
    const questions = await allQuestions('page=1');
    expect(questions).not.toContain('Private question?');
    expect(JSON.stringify(await table('pageSize=50'))).not.toContain(SECRET);
    expect((await table(`q=${encodeURIComponent('Zebracrossing')}`)).total).toBe(0);
    expect((await table('access=private')).total).toBe(0);
    expect(page.items.every((e) => e.metadata === null)).toBe(true);
    expect(page.facets.access).toEqual([]);
    // Entries of a hidden product are staff's only.
    expect(questions).not.toContain('Labs-only question?');
    expect(page.facets.products.map((p) => p.value)).not.toContain(hiddenProductId);
    expect(questions).not.toContain('Globex question?');
  });

  it('gives an account member with access the private entries, without metadata', async () => {
    const questions = await allQuestions(`accountId=${accountId}`, memberCookie);
    expect(questions).toContain('Private question?');
    expect(questions).not.toContain('Labs-only question?');
    expect((await table(`accountId=${accountId}`, memberCookie)).items[0]?.metadata).toBeNull();
    // The same member without their account in the address is a visitor.
    expect(await allQuestions('page=1', memberCookie)).not.toContain('Private question?');
  });

  it('previews as an account with access: private entries, no metadata', async () => {
    const page = await table(`accountId=${accountId}&pageSize=50`, staffCookie);
    expect(page.items.map((e) => e.question)).toContain('Private question?');
    expect(page.items.every((e) => e.metadata === null)).toBe(true);
  });

  it('shows staff in main mode everything, with the metadata panel’s fields and access counts', async () => {
    const page = await table('pageSize=50', staffCookie);
    const questions = page.items.map((e) => e.question);
    expect(questions).toContain('Private question?');
    expect(questions).toContain('Labs-only question?');
    const mobile = page.items.find((e) => e.question === 'Is the mobile app pinned?');
    expect(mobile?.metadata).toMatchObject({
      accessLevel: 'public',
      products: [{ id: f.mobile.id, name: 'Mobile App' }],
      sourceType: 'manual',
    });
    expect(page.facets.access).toEqual(
      expect.arrayContaining([
        { value: 'private', label: 'Private', count: 1 },
        expect.objectContaining({ value: 'public' }),
      ]),
    );
  });
});

describe('search, facets, time filter and paging', () => {
  it('puts favourites first and renders answers as safe Markdown', async () => {
    const [first] = (await table()).items;
    expect(first?.question).toBe('Do you encrypt backups?');
    expect(first?.answerHtml).toContain('<strong>AES-256</strong>');
    expect(first?.answerHtml).not.toContain('<script>');
    expect(first?.answerHtml).not.toContain('href="javascript:');
    expect(first?.comment).toBe('Also snapshots');
  });

  it('searches question, answer and comment for every word, metacharacters literally', async () => {
    expect((await table('q=aes-256')).items.map((e) => e.question)).toEqual([
      'Do you encrypt backups?',
    ]);
    expect((await table('q=snapshots')).total).toBe(1);
    expect((await table('q=encrypt%20snapshots')).total).toBe(1);
    expect((await table('q=encrypt%20pinning')).total).toBe(0);
    expect((await table(`q=${encodeURIComponent('100%')}`)).items.map((e) => e.question)).toEqual([
      '100% uptime_guarantee?',
    ]);
    expect((await table(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await table(`q=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    expect((await table(`q=${encodeURIComponent('.*(')}`)).total).toBe(0);
  });

  it('filters by product (an entry without products is on every product) and counts each', async () => {
    const all = await table('pageSize=50');
    const everywhere = all.total - 1; // all but the mobile-only entry
    const cloud = await table(`productIds=${f.product.id}&pageSize=50`);
    expect(cloud.total).toBe(everywhere);
    expect(cloud.items.map((e) => e.question)).not.toContain('Is the mobile app pinned?');
    const mobile = await table(`productIds=${f.mobile.id}&pageSize=50`);
    expect(mobile.total).toBe(all.total);
    // The product facet counts ignore the product filter itself.
    expect(cloud.facets.products).toEqual([
      { value: f.product.id, label: 'Cloud Platform', count: everywhere },
      { value: f.mobile.id, label: 'Mobile App', count: all.total },
    ]);
    const unknown = await table('productIds=00000000-0000-4000-8000-000000000000');
    expect(unknown.total).toBe(all.total - 1);
  });

  it('filters by source and counts the sources', async () => {
    const page = await table('source=csv_import');
    expect(page.items.map((e) => e.question)).toEqual(['Do you encrypt backups?']);
    expect(page.facets.source).toEqual(
      expect.arrayContaining([
        { value: 'csv_import', label: 'CSV import', count: 1 },
        expect.objectContaining({ value: 'manual', label: 'Manual' }),
      ]),
    );
  });

  it('keeps only recent changes with the time filter values', async () => {
    const all = (await table()).total;
    const week = (await table('time=last7d')).total;
    expect(week).toBe(all - (PUBLIC_ENTRIES - 4));
    expect((await table('time=last1y')).total).toBe(all);
    expect((await table('time=')).total).toBe(all);
    expect((await table('time=last1d')).total).toBe(week - 4);
  });

  it('pages 10 by default, each entry exactly once, and an empty page past the end', async () => {
    const first = await table();
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    const second = await table('page=2');
    const seen = [...first.items, ...second.items].map((e) => e.id);
    expect(new Set(seen).size).toBe(first.total);
    expect(first.unfilteredTotal).toBe(first.total);
    const past = await table('page=9');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
    expect((await table('pageSize=25')).items).toHaveLength(first.total);
  });

  it('refuses bad queries with the spec’s messages', async () => {
    const bad = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/acme/api/knowledge-base?${query}`,
      });
      expect(response.statusCode).toBe(400);
      return JSON.stringify(errorBodyOf(response));
    };
    expect(await bad(`q=${'a'.repeat(513)}`)).toContain('Search must be at most 512 characters');
    expect(await bad('q=a%01b')).toContain('Search must not contain control characters');
    expect(await bad('pageSize=1000')).toContain('Page size must be one of 10, 25, 50');
    expect(await bad('time=last2w')).toContain('time must be one of');
    expect(await bad('access=secret')).toContain('Access must be public or private');
    expect(await bad('productIds=1%20or%201')).toContain('productIds must be product ids');
    expect(await bad('page=0')).toContain('page must be a whole number from 1');
  });
});

describe('the §9 cap', () => {
  it('reports at most 1000 minus the page size and pages no further', async () => {
    const { db } = t.database;
    const big = await buildOrg(db, { slug: 'bigco', name: 'BigCo' });
    await db.insert(kbEntries).values(
      Array.from({ length: 1005 }, (_, i) => ({
        orgId: big.org.id,
        question: `Bulk question ${i}?`,
        answer: 'Yes.',
      })),
    );
    const get = async (query: string) =>
      kbTablePageSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/bigco/api/knowledge-base?${query}` })).json(),
      );
    expect((await get('page=1')).total).toBe(990);
    expect((await get('pageSize=50')).total).toBe(950);
    expect((await get('page=99')).items).toHaveLength(10);
    expect((await get('page=100')).items).toEqual([]);
    await db.delete(products).where(eq(products.orgId, big.org.id));
  });
});
