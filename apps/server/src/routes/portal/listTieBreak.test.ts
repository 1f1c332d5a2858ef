/**
 * Paged lists order by a unique key last: entries and topics written at the same instant come
 * back in one order on every page and in the page's embedded first page, so walking the pages
 * gives every row exactly once.
 */
import { kbPageSchema, topicsPageSchema } from '@candor/domain/portal/portalLists.schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKbEntry, buildUpdateTopic } from '../../db/factories.js';
import { kbEntries, updateTopics } from '../../db/schema/index.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();

// Later than anything else the fixture holds, so these rows fill the first pages.
const SAME_INSTANT = new Date('2099-03-03T03:03:03.000Z');
const ENTRIES = 27;
const TOPICS = 13;

beforeAll(async () => {
  const { db } = t.database;
  const entryIds: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const entry = await buildKbEntry(db, {
      org: f.org,
      question: `Same-time question ${i}?`,
      createdAt: SAME_INSTANT,
      updatedAt: SAME_INSTANT,
    });
    entryIds.push(entry.id);
  }
  const topicIds: string[] = [];
  for (let i = 0; i < TOPICS; i++) {
    const { topic } = await buildUpdateTopic(db, {
      org: f.org,
      subject: `Same-time topic ${i}`,
      createdAt: SAME_INSTANT,
    });
    topicIds.push(topic.id);
  }
  // Rewritten in another order: the table's physical order (what an unordered tie returns) is
  // then neither the insertion order nor the id order.
  for (const id of shuffled(entryIds)) {
    await db.update(kbEntries).set({ comment: 'moved' }).where(eq(kbEntries.id, id));
  }
  for (const id of shuffled(topicIds)) {
    await db.update(updateTopics).set({ hidden: false }).where(eq(updateTopics.id, id));
  }
  // And read in that order, as a larger table would be (PGlite is one session: the app's too).
  await db.execute(sql`set enable_indexscan = off`);
  await db.execute(sql`set enable_bitmapscan = off`);
});

/** A fixed permutation: every third, then the rest reversed. */
const shuffled = (ids: string[]) => [
  ...ids.filter((_, i) => i % 3 === 0),
  ...ids.filter((_, i) => i % 3 !== 0).reverse(),
];

const getJson = async (url: string): Promise<unknown> =>
  (await t.app.inject({ method: 'GET', url })).json();

async function walk<T>(
  url: (page: number) => string,
  parse: (body: unknown) => { items: T[]; total: number; pageSize: number },
): Promise<T[]> {
  const first = parse(await getJson(url(1)));
  const items = [...first.items];
  for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page++) {
    items.push(...parse(await getJson(url(page))).items);
  }
  return items;
}

describe('rows with equal timestamps', () => {
  it('come once each through the knowledge-base pages, the page embedding the first', async () => {
    const entries = await walk(
      (page) => `/acme/api/knowledge-base?page=${page}`,
      (body) => kbPageSchema.parse(body),
    );
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(entries.filter((e) => e.question.startsWith('Same-time'))).toHaveLength(ENTRIES);
    // Equal timestamps: the id decides, the same way on every page.
    const sameTime = ids.filter((_, i) => entries[i]!.question.startsWith('Same-time'));
    expect(sameTime).toEqual([...sameTime].sort());

    const view = portalViewOf((await t.app.inject({ method: 'GET', url: '/acme' })).body);
    const kb = view.sections.find((s) => s.id === 'knowledge_base');
    if (kb?.id !== 'knowledge_base') throw new Error('no knowledge base section');
    const firstPage = kbPageSchema.parse(await getJson('/acme/api/knowledge-base')).items;
    expect(kb.entries.map((e) => e.id)).toEqual(firstPage.map((e) => e.id));
  });

  it('come once each through the pages of trust updates, in id order', async () => {
    const topics = await walk(
      (page) => `/acme/api/updates?page=${page}`,
      (body) => topicsPageSchema.parse(body),
    );
    const ids = topics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sameTime = topics.filter((topic) => topic.subject.startsWith('Same-time'));
    expect(sameTime).toHaveLength(TOPICS);
    const sameTimeIds = sameTime.map((topic) => topic.id);
    expect(sameTimeIds).toEqual([...sameTimeIds].sort());
  });
});
