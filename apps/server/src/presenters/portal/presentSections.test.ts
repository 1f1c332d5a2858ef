/**
 * The sections of a page, given the card views of a caller that walks the cards itself (the
 * search key, Ask AI's sources): each card is presented once, not once per walk (at 5,000 items
 * presenting the items twice was half of rebuilding the search key after a change).
 */
import { buildViewer, portalCards } from '@candor/domain';
import { expect, it } from 'vitest';
import { loadPortalContent } from '../../services/portal/loadPortalContent.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { cardViewsOf } from './cardViews.js';
import { presentContextOf } from './presentContext.js';
import { presentSections } from './presentSections.js';

const { t, f } = usePortalTestApp();

it('presents the cards on the page with the card views it is given', async () => {
  const content = (await loadPortalContent(t.database.db, f.org.id, f.product.id))!;
  const viewer = buildViewer({
    actor: { type: 'visitor' },
    orgId: f.org.id,
    productId: f.product.id,
    query: {},
    settings: { publicAccessLevel: 'Full', documentAccessType: 'view-only' },
  });
  const links = { origin: 'http://localhost:3000', basePath: `/${f.org.slug}` };
  const ctx = presentContextOf(content, { viewer, links, now: new Date() });
  const cards = cardViewsOf(content, ctx, false);
  const onPage = [...portalCards(presentSections(content, ctx, false, cards))];
  // Cards with a row of their own (a section without one shows its card's defaults).
  const saved = content.cards.filter((card) => onPage.some((view) => view.kind === card.kind));
  expect(saved.length).toBeGreaterThan(1);
  for (const card of saved) {
    // The very view the caller's walk gets: its items were presented once.
    expect(onPage.find((view) => view.kind === card.kind)).toBe(cards.viewOf(card));
  }
});
