import { ORDERING_MESSAGES, type CardKind } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCard, buildItem, buildOrg } from '../../db/factories.js';
import { products } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { orderTestClient } from '../../testing/orderTestClient.js';

const { t, f } = usePortalTestApp();
const client = orderTestClient(t, () => f.org.id);

const sessions = useStaffSessions(t, f, ['files:view']);
beforeAll(async () => {
  // A third grid card beside DataSecurity and the hidden Legal one.
  const ai = await buildCard(t.database.db, { product: f.product, kind: 'Ai' });
  await buildItem(t.database.db, { card: ai, title: 'Model governance', publicAccess: true });
});

const url = (productId = f.product.id) => `/api/trust-center/products/${productId}/cards`;
const savedOrder = async () =>
  (
    await t.database.db
      .select({ cardOrder: products.cardOrder })
      .from(products)
      .where(eq(products.id, f.product.id))
  )[0]?.cardOrder;
const gridKinds = async (cookie?: string) => {
  const section = (await client.page(cookie)).sections.find((s) => s.id === 'cards');
  return section?.id === 'cards' ? section.cards.map((card) => card.kind) : [];
};

describe('PATCH /api/trust-center/products/{productId}/cards (card order)', () => {
  it('saves the order of the Cards section: the snack, an audit row, the pages follow', async () => {
    expect(await gridKinds()).toEqual(['DataSecurity', 'Ai']);
    const order: CardKind[] = ['Legal', 'Ai', 'DataSecurity'];
    const response = await client.patch(
      `${url()}?accountId=acct-1`,
      { cards: order },
      sessions.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      cards: order,
      message: 'Updated card order for cloud product',
    });
    expect(await gridKinds(sessions.admin)).toEqual(order);
    // Visitors do not see the hidden Legal card; the rest follow the saved order.
    expect(await gridKinds()).toEqual(['Ai', 'DataSecurity']);
    expect((await client.audits('product')).at(-1)).toMatchObject({
      action: 'product.cardsReordered',
      entityId: f.product.id,
      before: { cards: ['DataSecurity', 'Legal', 'Ai'] },
      after: { cards: order },
    });
  });

  it.each([
    ['an unknown kind', ['Legal', 'Ai', 'Ghost'], ORDERING_MESSAGES.unknownCard],
    [
      'a kind the product has no card of',
      ['Legal', 'Ai', 'DataSecurity', 'Esg'],
      ORDERING_MESSAGES.unknownCard,
    ],
    [
      'a card with a section of its own',
      ['Legal', 'Ai', 'DataSecurity', 'Overview'],
      ORDERING_MESSAGES.unknownCard,
    ],
    ['a missing card', ['Legal', 'Ai'], ORDERING_MESSAGES.cardsIncomplete],
    ['a repeated card', ['Legal', 'Ai', 'Ai', 'DataSecurity'], ORDERING_MESSAGES.cardsIncomplete],
    ['an object instead of a list', { Legal: 1 }, ORDERING_MESSAGES.cardsIncomplete],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, cards, message) => {
    const before = await savedOrder();
    const auditsBefore = (await client.audits('product')).length;
    const response = await client.patch(url(), { cards }, sessions.admin);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect(await savedOrder()).toEqual(before);
    expect(await client.audits('product')).toHaveLength(auditsBefore);
  });

  it('refuses staff without statuspage:edit and visitors, changing nothing', async () => {
    const before = await savedOrder();
    const body = { cards: ['DataSecurity', 'Ai', 'Legal'] };
    expect((await client.patch(url(), body, sessions.limited)).statusCode).toBe(403);
    expect((await client.patch(url(), body)).statusCode).toBe(401);
    expect(await savedOrder()).toEqual(before);
  });

  it("answers 404 for another organisation's product", async () => {
    const other = await buildOrg(t.database.db);
    await buildCard(t.database.db, { product: other.product, kind: 'Legal' });
    const response = await client.patch(
      url(other.product.id),
      { cards: ['Legal'] },
      sessions.admin,
    );
    expect(response.statusCode).toBe(404);
    const [theirs] = await t.database.db
      .select({ cardOrder: products.cardOrder })
      .from(products)
      .where(eq(products.id, other.product.id));
    expect(theirs?.cardOrder).not.toEqual(['Legal']);
  });
});
