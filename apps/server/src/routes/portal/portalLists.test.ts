import { errorBodyOf } from '../../testing/errorBody.js';
import {
  cardItemsSchema,
  firstDocumentsPage,
  documentsPageSchema,
  kbPageSchema,
  topicsPageSchema,
} from '@candor/domain/portal/portalLists.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCard, buildFile, buildItem, buildKbEntry, buildOrg } from '../../db/factories.js';
import { buildUpdateTopic } from '../../db/factories.js';
import {
  pageDataOf,
  portalViewOf,
  STAFF_EMAIL,
  STAFF_PASSWORD,
} from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

const PUBLIC_KB = 23;
const PRIVATE_KB = 4;
const VISIBLE_TOPICS = 12;
const EXTRA_PUBLIC_DOCUMENTS = 15;
let staffCookie: string;
const privateQuestions: string[] = [];
const hiddenTopicSubjects: string[] = [];
const privateMessages: string[] = [];

beforeAll(async () => {
  const { db } = t.database;
  const org = f.org;
  for (let i = 0; i < PUBLIC_KB; i++) {
    await buildKbEntry(db, { org, question: `Public question ${i}?` });
  }
  for (let i = 0; i < PRIVATE_KB; i++) {
    const entry = await buildKbEntry(db, {
      org,
      question: `Private question ${i}?`,
      accessLevel: 'private',
    });
    privateQuestions.push(entry.question);
  }
  for (let i = 0; i < VISIBLE_TOPICS; i++) {
    await buildUpdateTopic(db, {
      org,
      subject: `Visible topic ${i}`,
      isPinned: i === 7,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  for (let i = 0; i < 2; i++) {
    const hidden = await buildUpdateTopic(db, { org, subject: `Hidden topic ${i}`, hidden: true });
    hiddenTopicSubjects.push(hidden.topic.subject);
  }
  // A topic whose only update is for signed-in viewers: visitors see neither.
  const privateOnly = await buildUpdateTopic(db, { org, subject: 'Private-only topic' });
  const { updates } = await import('../../db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  await db
    .update(updates)
    .set({ spAudience: 'private', message: 'Private message' })
    .where(eq(updates.topicId, privateOnly.topic.id));
  privateMessages.push('Private message');
  hiddenTopicSubjects.push('Private-only topic');

  // Enough public documents for more than one page of the documents card.
  for (let i = 0; i < EXTRA_PUBLIC_DOCUMENTS; i++) {
    await buildFile(db, {
      org,
      item: f.items.publicItem,
      fileStore: t.fileStore,
      originalName: `Public policy ${String(i).padStart(2, '0')}.pdf`,
    });
  }

  // A grid card with more items than its tile shows.
  for (let i = 0; i < 4; i++) {
    await buildItem(db, {
      card: f.cards.dataSecurity,
      title: `Extra control ${i}`,
      publicAccess: true,
      explanation: `Extra explanation ${i}`,
    });
  }

  // Another organisation with content of its own.
  const other = await buildOrg(db, { slug: 'globex', name: 'Globex' });
  await buildKbEntry(db, { org: other.org, question: 'Globex question?' });
  await buildUpdateTopic(db, { org: other.org, subject: 'Globex topic' });
  const card = await buildCard(db, { product: other.product, kind: 'Policies' });
  const item = await buildItem(db, { card, title: 'Globex policy', publicAccess: true });
  await buildFile(db, { org: other.org, item, fileStore: t.fileStore, originalName: 'Globex.pdf' });

  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every page of a list, following `total` from the first. */
async function allPages<T>(
  url: (page: number) => string,
  parse: (body: unknown) => { items: T[]; total: number; pageSize: number },
  headers: Record<string, string> = {},
) {
  const first = parse((await get(url(1), headers)).json());
  const items = [...first.items];
  const pages = Math.ceil(first.total / first.pageSize);
  for (let page = 2; page <= pages; page++) {
    const response = await get(url(page), headers);
    expect(response.statusCode).toBe(200);
    items.push(...parse(response.json()).items);
  }
  return { total: first.total, pageSize: first.pageSize, items, pages };
}

describe('portal list endpoints', () => {
  it('pages the knowledge base: each public entry exactly once, never a private one', async () => {
    const { total, items, pages } = await allPages(
      (page) => `/acme/api/knowledge-base?page=${page}`,
      (body) => kbPageSchema.parse(body),
    );
    expect(total).toBe(PUBLIC_KB);
    expect(pages).toBeGreaterThan(2);
    const questions = items.map((entry) => entry.question);
    expect(new Set(questions).size).toBe(PUBLIC_KB);
    expect(questions.filter((q) => q.startsWith('Public question'))).toHaveLength(PUBLIC_KB);
    for (const question of privateQuestions) expect(questions).not.toContain(question);

    // Past the last page: an empty page, still with the total.
    const past = kbPageSchema.parse(
      (await get(`/acme/api/knowledge-base?page=${pages + 1}`)).json(),
    );
    expect(past.items).toEqual([]);
    expect(past.total).toBe(PUBLIC_KB);
  });

  it('gives signed-in staff the private entries too, never stored by caches', async () => {
    const response = await get('/acme/api/knowledge-base', { cookie: staffCookie });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const { items } = await allPages(
      (page) => `/acme/api/knowledge-base?page=${page}`,
      (body) => kbPageSchema.parse(body),
      { cookie: staffCookie },
    );
    const questions = items.map((entry) => entry.question);
    for (const question of privateQuestions) expect(questions).toContain(question);
  });

  it('pages the updates pinned first, without hidden topics or private updates', async () => {
    const { total, items } = await allPages(
      (page) => `/acme/api/updates?page=${page}`,
      (body) => topicsPageSchema.parse(body),
    );
    expect(total).toBe(VISIBLE_TOPICS);
    const subjects = items.map((topic) => topic.subject);
    expect(new Set(subjects).size).toBe(VISIBLE_TOPICS);
    expect(subjects[0]).toBe('Visible topic 7');
    expect(items[0]?.isPinned).toBe(true);
    for (const subject of hiddenTopicSubjects) expect(subjects).not.toContain(subject);
    const messages = items.flatMap((topic) => topic.updates.map((u) => u.message));
    for (const message of privateMessages) expect(messages).not.toContain(message);
  });

  it('answers with the page holding a topic when asked by id', async () => {
    const { items } = await allPages(
      (page) => `/acme/api/updates?page=${page}`,
      (body) => topicsPageSchema.parse(body),
    );
    const last = items[items.length - 1]!;
    const page = topicsPageSchema.parse((await get(`/acme/api/updates?topic=${last.id}`)).json());
    expect(page.page).toBeGreaterThan(1);
    expect(page.items.map((topic) => topic.id)).toContain(last.id);
  });

  it('pages the documents by tab, each once, restricted ones without links', async () => {
    const all = await allPages(
      (page) => `/acme/api/documents?page=${page}`,
      (body) => documentsPageSchema.parse(body),
    );
    const names = all.items.map((d) => d.name);
    expect(new Set(all.items.map((d) => `${d.itemUid}:${d.fileId}`)).size).toBe(all.total);
    expect(names).toContain('Public policy 14.pdf');
    expect(names).toContain('Pentest report 2025.pdf');
    // The hidden card's documents are not on the visitor's page, so not here either.
    expect(names).not.toContain(f.files.hiddenCardFile.originalName);
    const restricted = all.items.find((d) => d.name === 'Pentest report 2025.pdf');
    expect(restricted).toMatchObject({ viewUrl: null, downloadUrl: null });

    const publicTab = await allPages(
      (page) => `/acme/api/documents?tab=public&page=${page}`,
      (body) => documentsPageSchema.parse(body),
    );
    const privateTab = await allPages(
      (page) => `/acme/api/documents?tab=private&page=${page}`,
      (body) => documentsPageSchema.parse(body),
    );
    expect(publicTab.items.every((d) => d.publicAccess)).toBe(true);
    expect(privateTab.items.map((d) => d.name)).toEqual(['Pentest report 2025.pdf']);
    expect(publicTab.total + privateTab.total).toBe(all.total);
  });

  it("gives another organisation's slug its own data only", async () => {
    const kb = kbPageSchema.parse((await get('/globex/api/knowledge-base')).json());
    expect(kb.items.map((e) => e.question)).toEqual(['Globex question?']);
    const updates = topicsPageSchema.parse((await get('/globex/api/updates')).json());
    expect(updates.items.map((topic) => topic.subject)).toEqual(['Globex topic']);
    const documents = documentsPageSchema.parse((await get('/globex/api/documents')).json());
    expect(documents.items.map((d) => d.name)).toEqual(['Globex.pdf']);
  });

  it('serves the lists at the root of a custom domain', async () => {
    const response = await get('/api/knowledge-base', { host: 'trust.acme.test' });
    expect(response.statusCode).toBe(200);
    expect(kbPageSchema.parse(response.json()).total).toBe(PUBLIC_KB);
    expect((await get('/api/knowledge-base')).statusCode).toBe(404);
  });

  it('selects the product with ?product=; a list not on that page, or an unknown product, is not found', async () => {
    const mobile = await get('/acme/api/knowledge-base?product=mobile');
    expect(kbPageSchema.parse(mobile.json()).total).toBe(PUBLIC_KB);
    // The mobile product has no documents, so its page has no documents card to page.
    expect((await get('/acme/api/documents?product=mobile')).statusCode).toBe(404);
    expect((await get('/acme/api/documents?product=nope')).statusCode).toBe(404);
  });

  it('refuses bad query values with 400 and a clear message', async () => {
    for (const [url, message] of [
      ['/acme/api/knowledge-base?page=0', 'page must be a whole number from 1'],
      ['/acme/api/updates?page=two', 'page must be a whole number from 1'],
      ['/acme/api/documents?tab=secret', 'tab must be one of all, public, private'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
    }
  });

  it('lets visitors revalidate by ETag, keyed by the revisions and the page', async () => {
    const first = await get('/acme/api/knowledge-base?page=2');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/acme/api/knowledge-base?page=2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const other = await get('/acme/api/knowledge-base?page=3', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('embeds only the first page of each list in the page, with the totals', async () => {
    const { body } = await get('/acme');
    const view = portalViewOf(body);
    const kb = view.sections.find((s) => s.id === 'knowledge_base');
    const updates = view.sections.find((s) => s.id === 'trust_center_updates');
    const documents = view.sections.find((s) => s.id === 'documents');
    const firstKb = kbPageSchema.parse((await get('/acme/api/knowledge-base')).json());
    const firstTopics = topicsPageSchema.parse((await get('/acme/api/updates')).json());
    const firstDocuments = documentsPageSchema.parse((await get('/acme/api/documents')).json());
    expect(kb?.id === 'knowledge_base' && kb).toMatchObject({
      entries: firstKb.items,
      total: PUBLIC_KB,
    });
    expect(updates?.id === 'trust_center_updates' && updates).toMatchObject({
      topics: firstTopics.items,
      total: VISIBLE_TOPICS,
    });
    if (documents?.id !== 'documents') throw new Error('no documents section');
    expect(firstDocumentsPage(documents.featured, documents.documents)).toEqual(
      firstDocuments.items,
    );
    expect(documents.totals).toMatchObject({ all: firstDocuments.total, private: 1 });
    const secondKb = kbPageSchema.parse((await get('/acme/api/knowledge-base?page=2')).json());
    for (const entry of secondKb.items) expect(body).not.toContain(entry.question);
  });
});

describe('the items of a card', () => {
  const gridCard = async (url: string) => {
    const view = portalViewOf((await get(url)).body);
    const grid = view.sections.find((s) => s.id === 'cards');
    if (grid?.id !== 'cards') throw new Error('no card grid');
    return grid.cards.find((card) => card.kind === 'DataSecurity')!;
  };

  it("embeds only the items a grid card's tile shows; the endpoint gives all of them", async () => {
    const card = await gridCard('/acme');
    const all = cardItemsSchema.parse((await get('/acme/api/cards/DataSecurity/items')).json());
    expect(card.itemCount).toBe(all.items.length);
    expect(card.items.length).toBeLessThan(all.items.length);
    expect(all.items.slice(0, card.items.length)).toEqual(card.items);
    const titles = all.items.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['Extra control 3', 'Penetration test']));
    // What the page data leaves out is drawn in the HTML only (for readers without JavaScript),
    // never carried twice in the embedded JSON.
    const left = all.items.slice(card.items.length);
    const { body } = await get('/acme');
    const embedded = JSON.stringify(pageDataOf(body));
    const ownTexts = left.flatMap((item) =>
      item.explanation?.startsWith('Extra explanation') ? [item.explanation] : [],
    );
    expect(ownTexts.length).toBeGreaterThan(0);
    for (const text of ownTexts) {
      expect(embedded).not.toContain(text);
      expect(body).toContain(text);
    }
  });

  it('embeds the whole card of the item the page opens on load', async () => {
    const all = cardItemsSchema.parse((await get('/acme/api/cards/DataSecurity/items')).json());
    const last = all.items[all.items.length - 1]!;
    const card = await gridCard(`/acme?itemUid=${last.uid}`);
    expect(card.items).toEqual(all.items);
  });

  it("gives visitors no hidden card's items, and staff them", async () => {
    expect((await get('/acme/api/cards/Legal/items')).statusCode).toBe(404);
    const staff = await get('/acme/api/cards/Legal/items', { cookie: staffCookie });
    expect(staff.statusCode).toBe(200);
    expect(cardItemsSchema.parse(staff.json()).items.map((i) => i.title)).toEqual([
      'Data processing addendum',
    ]);
    expect((await get('/acme/api/cards/NotAKind/items')).statusCode).toBe(400);
  });
});
