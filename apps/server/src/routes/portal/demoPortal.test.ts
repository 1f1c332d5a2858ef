/** The seeded demo, served end to end: what `npm start` shows on a fresh machine. */
import { LIMITS, portalCards, type SectionOf, type SectionView } from '@candor/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { kbEntries } from '../../db/schema/index.js';
import { seedDemo, type SeedDemoResult } from '../../db/seed/index.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { BROWSER, signInAs, useTestApp } from '../../testing/testApp.js';
import { getFollowing } from '../../testing/fileDownloads.js';

const t = useTestApp();
let demo: SeedDemoResult;

beforeAll(async () => {
  demo = await seedDemo(t.database, { fileStore: t.fileStore, adminPassword: 'demo-password-1' });
});

const portalView = async (url: string, cookie?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, url).toBe(200);
  return { view: portalViewOf(response.body), html: response.body };
};

it('leads / to the demo organisation and renders every product', async () => {
  const home = await t.app.inject({ method: 'GET', url: '/', headers: BROWSER });
  expect(home.headers.location).toBe(`/${demo.orgSlug}`);
  for (const slug of demo.productSlugs) {
    const { view } = await portalView(`/${demo.orgSlug}?product=${slug}`);
    expect(view.product.slug).toBe(slug);
    expect(view.sections.some((section) => [...portalCards([section])].length > 0)).toBe(true);
  }
});

/** Every entry of a paged list endpoint, page after page, as the web app fetches them. */
async function allPages<Item>(list: string, cookie?: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${demo.orgSlug}/api/${list}?page=${page}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, list).toBe(200);
    const body = response.json<{ items: Item[]; total: number }>();
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

const sectionOf = <Id extends SectionView['id']>(sections: SectionView[], id: Id) =>
  sections.find((section): section is SectionOf<Id> => section.id === id);

it('fills the preview of every security card of the default product and lets visitors expand it', async () => {
  const { view } = await portalView(`/${demo.orgSlug}`);
  const grid = sectionOf(view.sections, 'cards');
  expect(grid?.cards.length).toBeGreaterThan(0);
  // Reports and Legal hold documents rather than security practices; the risk profile is one item.
  const securityCards = grid!.cards.filter(
    (card) => !['Reports', 'Legal', 'RiskProfile'].includes(card.kind),
  );
  expect(securityCards.length).toBeGreaterThan(0);
  for (const card of securityCards) {
    expect(card.expandable, card.kind).toBe(true);
    expect(card.items.length, card.kind).toBeGreaterThanOrEqual(LIMITS.cardItemsShown);
  }
});

it('keeps private knowledge-base answers from visitors and shows them to staff', async () => {
  const privateQuestions = (
    await t.database.db.select().from(kbEntries).where(eq(kbEntries.accessLevel, 'private'))
  ).map((entry) => entry.question);
  expect(privateQuestions).not.toEqual([]);
  const questionsOf = async (cookie?: string) =>
    (await allPages<{ question: string }>('knowledge-base', cookie)).map((e) => e.question);

  const visitor = await portalView(`/${demo.orgSlug}`);
  for (const question of privateQuestions) expect(visitor.html).not.toContain(question);
  const visitorQuestions = await questionsOf();
  expect(visitorQuestions).not.toEqual([]);
  expect(visitorQuestions.filter((q) => privateQuestions.includes(q))).toEqual([]);

  const cookie = await signInAs(t.app, demo.adminEmail, 'demo-password-1');
  expect(await questionsOf(cookie)).toEqual(expect.arrayContaining(privateQuestions));
});

it('offers visitors public documents to open and restricted ones without a link', async () => {
  const documents = await allPages<{ viewUrl: string | null; publicAccess: boolean }>('documents');
  const open = documents.filter((document) => document.viewUrl !== null);
  const locked = documents.filter((document) => document.viewUrl === null);
  expect(open.length).toBeGreaterThan(0);
  expect(locked.length).toBeGreaterThan(0);
  expect(open.every((document) => document.publicAccess)).toBe(true);
});

it('shows the notification bar with the newest trust update', async () => {
  const { view } = await portalView(`/${demo.orgSlug}`);
  const [newest] = sectionOf(view.sections, 'trust_center_updates')!.topics.toSorted((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  expect(view.notification).toEqual({ topicId: newest!.id, subject: newest!.subject });
});

it('shows visitors no hidden content and staff all of it, marked', async () => {
  const visitor = await portalView(`/${demo.orgSlug}`);
  expect(visitor.html).not.toContain('data-hidden-mark');
  const cookie = await signInAs(t.app, demo.adminEmail, 'demo-password-1');
  const staff = await portalView(`/${demo.orgSlug}`, cookie);
  expect(staff.view.viewer.mode).toBe('main');
  expect(staff.html).toContain('data-hidden-mark="card"');
  expect(staff.html.length).toBeGreaterThan(visitor.html.length);
});

it('serves every image and public document the visitor page links to', async () => {
  const { html } = await portalView(`/${demo.orgSlug}`);
  const urls = new Set(
    [...html.matchAll(/\/api\/share\/[0-9a-f-]+\/(?:assets|files)\/[^"'\\\s<]+/g)].map((m) =>
      m[0].replaceAll('&amp;', '&'),
    ),
  );
  expect(urls.size).toBeGreaterThan(5);
  for (const url of urls) {
    // Documents answer with a short-lived signed link, which a browser follows.
    const response = await getFollowing(t.app, url);
    expect(response.statusCode, url).toBe(200);
  }
});

it("gives the header logo its image's own width and height, so its box is reserved before it loads", async () => {
  const { view, html } = await portalView(`/${demo.orgSlug}`);
  const src = view.org.logoUrl;
  expect(src).not.toBeNull();
  const image = await t.app.inject({ method: 'GET', url: src! });
  expect(image.statusCode).toBe(200);
  const { width, height } = await sharp(image.rawPayload).metadata();
  // The header's logo (its src is the image itself, inlined: portalImages.test.ts).
  const tag = html.match(new RegExp(`<img[^>]*alt="${view.org.name}"[^>]*>`))?.[0];
  expect(tag).toContain(`width="${width}"`);
  expect(tag).toContain(`height="${height}"`);
});
