/**
 * The demo portal as a reader without JavaScript gets it (a crawler, a link preview, a browser
 * with scripts off): every item a visitor may see is in the HTML, and an item's or a card's
 * address draws its drawer on the server (issue 13).
 */
import { LIMITS, portalCards, type CardView, type ItemView } from '@candor/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type SeedDemoResult } from '../../db/seed/index.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { BROWSER, signInAs, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
let demo: SeedDemoResult;
let staffCookie: string;

beforeAll(async () => {
  demo = await seedDemo(t.database, { fileStore: t.fileStore, adminPassword: 'demo-password-1' });
  staffCookie = await signInAs(t.app, demo.adminEmail, 'demo-password-1');
});

/** Text as React writes it into HTML. */
const inHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The page, and its HTML without the embedded page data (what a reader without scripts reads). */
async function page(url: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, url).toBe(200);
  const html = response.body;
  const json = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return { view: portalViewOf(html), markup: html.replace(json, ''), json };
}

/** Every item of a card as the viewer's drawer lists them. */
async function allItems(card: CardView, cookie?: string): Promise<ItemView[]> {
  if (card.items.length >= card.itemCount) return card.items;
  const response = await t.app.inject({
    method: 'GET',
    url: `/${demo.orgSlug}/api/cards/${card.kind}/items`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, card.kind).toBe(200);
  return response.json<{ items: ItemView[] }>().items;
}

const serverDrawer = (markup: string): string => {
  const start = markup.indexOf('<div id="candor-server-drawer"');
  return start < 0 ? '' : markup.slice(start);
};

describe('the portal page without JavaScript', () => {
  it("holds every visible item's title and text, past each card's first three too", async () => {
    const { view, markup } = await page(`/${demo.orgSlug}`);
    let beyondTiles = 0;
    const missing: string[] = [];
    for (const card of portalCards(view.sections)) {
      const items = await allItems(card);
      if (items.length > LIMITS.cardItemsShown) beyondTiles += items.length - LIMITS.cardItemsShown;
      for (const item of items) {
        if (!markup.includes(inHtml(item.title))) missing.push(`${card.kind}: ${item.title}`);
        // A card that does not expand (trusted-by logos, documents) shows no item texts at all.
        const text = card.expandable ? (item.subtitle ?? item.explanation) : null;
        if (text && !markup.includes(inHtml(text)))
          missing.push(`${card.kind}: ${item.title}'s text`);
      }
    }
    expect(missing, missing.join('\n')).toEqual([]);
    expect(beyondTiles).toBeGreaterThan(0);
    expect(markup).not.toContain('id="candor-server-drawer"');
  });

  it('shows the Overview with three items and View more, its fourth item in the HTML', async () => {
    const { view, markup } = await page(`/${demo.orgSlug}`);
    const overview = [...portalCards(view.sections)].find((card) => card.kind === 'Overview');
    expect(overview?.items.length).toBeGreaterThan(LIMITS.cardItemsShown);
    expect(overview?.expandable).toBe(true);
    expect(markup).toContain(inHtml('Where your data lives'));
    // 'View more' is a link to the open card, which the server draws.
    expect(markup).toMatch(/<a class="[^"]*" href="\/northwind\?show=true&amp;kind=Overview"/);
    const opened = await page(`/${demo.orgSlug}?show=true&kind=Overview`);
    expect(serverDrawer(opened.markup)).toContain(inHtml('Where your data lives'));
  });

  it('carries the items past the tiles in the HTML only, not in the page data', async () => {
    const { view, json } = await page(`/${demo.orgSlug}`);
    const grid = view.sections.find((section) => section.id === 'cards');
    const cut = grid?.id === 'cards' ? grid.cards.filter((card) => card.itemCount > 3) : [];
    expect(cut.length).toBeGreaterThan(0);
    for (const card of cut) {
      expect(card.items).toHaveLength(LIMITS.cardItemsShown);
      const [fourth] = (await allItems(card)).slice(LIMITS.cardItemsShown);
      expect(json, card.kind).not.toContain(fourth!.uid);
    }
  });

  it("leaves out what visitors may not see: staff's hidden items are not in the visitor's HTML", async () => {
    const staff = await page(`/${demo.orgSlug}`, staffCookie);
    const hidden: ItemView[] = [];
    for (const card of portalCards(staff.view.sections)) {
      hidden.push(...(await allItems(card, staffCookie)).filter((item) => item.hidden));
    }
    const visitor = await page(`/${demo.orgSlug}`);
    for (const item of hidden) expect(visitor.markup, item.title).not.toContain(item.uid);
  });
});

describe('a shared item link without JavaScript', () => {
  it('draws the drawer of an item past its tile, the item first and selected, with its preview', async () => {
    const { view } = await page(`/${demo.orgSlug}`);
    const card = [...portalCards(view.sections)].find(
      (candidate) => candidate.kind === 'DataSecurity',
    )!;
    const items = await allItems(card);
    const fifth = items[4]!;
    const { markup } = await page(`/${demo.orgSlug}?itemUid=${fifth.uid}`);
    const drawer = serverDrawer(markup);
    expect(drawer).toContain(`data-server-drawer="DataSecurity"`);
    expect(drawer).toMatch(
      new RegExp(
        `<article id="item-${fifth.uid}"[^>]*data-selected="true"[^>]*aria-current="true"`,
      ),
    );
    for (const item of items) expect(drawer).toContain(inHtml(item.title));
    expect(drawer.indexOf(inHtml(fifth.title))).toBeLessThan(
      drawer.indexOf(inHtml(items[0]!.title)),
    );
    if (fifth.explanation) expect(drawer).toContain(inHtml(fifth.explanation));
    // Its preview names the item.
    expect(markup).toContain(`<meta property="og:title" content="${inHtml(fifth.title)} · `);
  });

  it('draws it for ?itemName= and a custom URL as well', async () => {
    const byName = await page(`/${demo.orgSlug}?itemName=soc-2-type-ii`);
    expect(serverDrawer(byName.markup)).toMatch(/data-selected="true"/);
    const byUrl = await page(`/${demo.orgSlug}/item/soc-2-type-ii`);
    expect(serverDrawer(byUrl.markup)).toMatch(/data-selected="true"/);
    expect(byUrl.view.openItemUid).toBe(byName.view.openItemUid);
  });

  it('draws an open card (show=true&kind=…) with every item, and nothing for a card it cannot open', async () => {
    const { markup, view } = await page(`/${demo.orgSlug}?show=true&kind=Legal`);
    expect(view.openCardKind).toBe('Legal');
    expect(view.openItemUid).toBeNull();
    expect(serverDrawer(markup)).toContain('data-server-drawer="Legal"');
    expect(serverDrawer(markup)).toContain(inHtml('Terms of Service'));
    const subprocessors = await page(`/${demo.orgSlug}?show=true&kind=Subprocessors`);
    expect(serverDrawer(subprocessors.markup)).toBe('');
    expect(subprocessors.view.openCardKind).toBeNull();
  });
});
