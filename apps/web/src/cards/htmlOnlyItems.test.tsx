// @vitest-environment jsdom
/**
 * The browser's side of the items only the HTML carries (issue 13): it hydrates the server's
 * page without the data for them and keeps them, and the server's drawing of an open card.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '@candor/domain/cards/constants';
import type { PortalView, SectionView } from '@candor/domain/portal/portalView';
import { App } from '../App.js';
import { renderPage } from '../entry-server.js';
import { readPageData, type PageData } from '../pageData.js';
import { stubMantineBrowserApis } from '../testing/mantineInJsdom.js';
import { buildCard, buildItem, buildPortalView, buildSections } from '../testing/portalFixture.js';

const assets = { scripts: [], styles: [] };

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const items = Array.from({ length: 5 }, (_, index) =>
  buildItem({
    uid: `ds-${index + 1}`,
    title: `Practice ${index + 1}`,
    explanation: `What practice ${index + 1} does.`,
  }),
);

/** The page data as the server hands it over: the tile cut to three, the rest HTML only. */
function serverPage(overrides: Partial<PortalView> = {}): PageData {
  const open = overrides.openCardKind === 'DataSecurity';
  const card = buildCard({
    kind: 'DataSecurity',
    title: 'Data Security',
    items: open ? items : items.slice(0, LIMITS.cardItemsShown),
    itemCount: items.length,
  });
  const sections: SectionView[] = buildSections().map((section) =>
    section.id === 'cards' ? { ...section, cards: [card] } : section,
  );
  return {
    kind: 'portal',
    view: buildPortalView({ sections, ...overrides }),
    htmlOnlyItems: open ? {} : { DataSecurity: items.slice(LIMITS.cardItemsShown) },
  };
}

/** Loads the server's HTML into the document and hydrates it as the browser does. */
async function hydrate(page: PageData): Promise<{ json: string; errors: unknown[] }> {
  const { html } = renderPage(page, assets);
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = body;
  const json = document.getElementById('__candor_page')?.textContent ?? '';
  const errors: unknown[] = [];
  const data = readPageData();
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <App page={data} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { json, errors };
}

it('keeps the items past the tile that only the HTML carries, through hydration', async () => {
  const { json, errors } = await hydrate(serverPage());
  expect(json).not.toContain('Practice 4');
  expect(errors).toEqual([]);
  const more = document.getElementById('card-DataSecurity-more');
  expect(more?.hidden).toBe(true);
  expect(more?.textContent).toContain('Practice 4');
  expect(more?.textContent).toContain('What practice 5 does.');
  expect(more?.querySelector('a')?.getAttribute('href')).toBe('/northwind?itemUid=ds-4');
});

it("opens a card from 'View more' in a new history entry holding the open card", async () => {
  await hydrate(serverPage());
  const before = window.history.length;
  const viewMore = [...document.querySelectorAll('[data-card-kind="DataSecurity"] a')].find(
    (link) => link.textContent === 'View more',
  );
  if (!(viewMore instanceof HTMLElement)) throw new Error('no View more');
  expect(viewMore?.getAttribute('href')).toBe('/northwind?show=true&kind=DataSecurity');
  await act(async () => viewMore?.click());
  expect(window.history.length).toBe(before + 1);
  const query = new URLSearchParams(window.location.search);
  expect(query.get('show')).toBe('true');
  expect(query.get('kind')).toBe('DataSecurity');
  expect(query.get('expandedAt')).toMatch(/^\d+$/);
});

it("hydrates the server's drawing of an open card and keeps it until the drawer is up", async () => {
  const { errors } = await hydrate(
    serverPage({ openCardKind: 'DataSecurity', openItemUid: 'ds-5' }),
  );
  expect(errors).toEqual([]);
  const drawn = document.querySelector('[data-server-drawer="DataSecurity"]');
  expect(drawn?.textContent).toContain('What practice 5 does.');
  expect(drawn?.querySelector('[aria-current="true"]')?.id).toBe('item-ds-5');
});

it("leaves the server's markup in place through hydration and the render after it", async () => {
  const { html } = renderPage(serverPage(), assets);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  // Nodes a reader may have started selecting before the scripts came: a Knowledge Base answer,
  // an update's text, and an item that only the HTML carries.
  const answer = document.querySelector('[data-section="knowledge_base"] details > div > p');
  const update = document.querySelector('[data-section="trust_center_updates"] li > div > p');
  const kept = document.querySelector('#card-DataSecurity-more li');
  expect(answer && update && kept).toBeTruthy();
  const data = readPageData();
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <App page={data} />);
  });
  // The render that follows hydration (useHydrated turning on) has been committed.
  expect(document.documentElement.dataset.hydrated).toBe('true');
  expect(answer?.isConnected).toBe(true);
  expect(update?.isConnected).toBe(true);
  expect(kept?.isConnected).toBe(true);
});
