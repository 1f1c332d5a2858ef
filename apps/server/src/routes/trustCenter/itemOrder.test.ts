import { ORDERING_MESSAGES, type CardView } from '@candor/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCard, buildItem, buildOrg } from '../../db/factories.js';
import { items } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { orderTestClient } from '../../testing/orderTestClient.js';

const { t, f } = usePortalTestApp();
const client = orderTestClient(t, () => f.org.id);

const sessions = useStaffSessions(t, f, ['files:view']);

const url = (kind: string, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/cards/${kind}/items`;

/** The fixture's Data Security items, in the page's default (alphabetical) order. */
const dataSecurityUids = () => [
  f.items.viewOnlyItem.uid,
  f.items.publicItem.uid,
  f.items.restrictedItem.uid,
];
const documentUids = () => [...dataSecurityUids(), f.items.hiddenCardItem.uid];

const itemState = async () =>
  t.database.db
    .select({ uid: items.uid, customOrder: items.customOrder, featured: items.featured })
    .from(items)
    .where(eq(items.orgId, f.org.id))
    .orderBy(items.uid);

async function dataSecurityCard(cookie?: string): Promise<CardView | undefined> {
  const section = (await client.page(cookie)).sections.find((s) => s.id === 'cards');
  return section?.id === 'cards'
    ? section.cards.find((card) => card.kind === 'DataSecurity')
    : undefined;
}

describe('PATCH /api/trust-center/products/{productId}/cards/{kind}/items (item order)', () => {
  it("saves a card's item order: the snack, an audit row, and the card lists them so", async () => {
    expect((await dataSecurityCard())?.items.map((item) => item.uid)).toEqual(dataSecurityUids());
    const order = [...dataSecurityUids()].reverse();
    const response = await client.patch(url('DataSecurity'), { items: order }, sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: 'DataSecurity',
      items: order,
      message: "Updated Data Security card item's order",
    });
    expect((await dataSecurityCard())?.items.map((item) => item.uid)).toEqual(order);
    expect((await client.audits('card')).at(-1)).toMatchObject({
      action: 'card.itemsReordered',
      entityId: f.cards.dataSecurity.id,
      before: { kind: 'DataSecurity', items: dataSecurityUids() },
      after: { kind: 'DataSecurity', items: order },
    });
  });

  it('keeps enabled items ahead of disabled ones, ordering each group as saved', async () => {
    const card = await buildCard(t.database.db, { product: f.product, kind: 'Esg' });
    const off = await buildItem(t.database.db, {
      card,
      title: 'A off',
      enabledState: 'NotEnabled',
    });
    const on1 = await buildItem(t.database.db, { card, title: 'B on', publicAccess: true });
    const on2 = await buildItem(t.database.db, { card, title: 'C on', publicAccess: true });
    const response = await client.patch(
      url('Esg'),
      { items: [off.uid, on2.uid, on1.uid] },
      sessions.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const section = (await client.page(sessions.admin)).sections.find((s) => s.id === 'cards');
    const esg = section?.id === 'cards' ? section.cards.find((c) => c.kind === 'Esg') : undefined;
    expect(esg?.items.map((item) => item.uid)).toEqual([on2.uid, on1.uid, off.uid]);
  });

  it('moves documents between Featured and Non-featured and orders the documents section', async () => {
    const order = [
      f.items.restrictedItem.uid,
      f.items.hiddenCardItem.uid,
      f.items.publicItem.uid,
      f.items.viewOnlyItem.uid,
    ];
    const featured = [f.items.hiddenCardItem.uid, f.items.restrictedItem.uid];
    const response = await client.patch(
      url('Documents'),
      { items: order, featured },
      sessions.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      featured,
      message: "Updated Documents card item's order",
    });

    const state = new Map((await itemState()).map((row) => [row.uid, row.featured]));
    expect(order.map((uid) => state.get(uid))).toEqual([true, true, false, false]);
    const documents = (await client.page(sessions.admin)).sections.find(
      (s) => s.id === 'documents',
    );
    expect(documents?.id === 'documents' && documents.featured.map((d) => d.itemUid)).toEqual([
      f.items.restrictedItem.uid,
      f.items.hiddenCardItem.uid,
    ]);
    expect(documents?.id === 'documents' && documents.documents.map((d) => d.itemUid)).toEqual([
      f.items.publicItem.uid,
      f.items.viewOnlyItem.uid,
    ]);

    // Back out of the featured column: nothing is featured any more.
    const none = await client.patch(
      url('Documents'),
      { items: order, featured: [] },
      sessions.admin,
    );
    expect(none.statusCode).toBe(200);
    expect((await itemState()).filter((row) => row.featured)).toEqual([]);
  });

  it.each([
    [
      'an unknown uid',
      () => [...dataSecurityUids().slice(1), 'no-such-item'],
      ORDERING_MESSAGES.itemsIncomplete,
    ],
    ['a missing item', () => dataSecurityUids().slice(1), ORDERING_MESSAGES.itemsIncomplete],
    [
      'a repeated item',
      () => [...dataSecurityUids(), dataSecurityUids()[0]],
      ORDERING_MESSAGES.itemsIncomplete,
    ],
    [
      'an item of another card',
      () => [...dataSecurityUids(), f.items.hiddenCardItem.uid],
      ORDERING_MESSAGES.itemsIncomplete,
    ],
    [
      "another product's item",
      () => [...dataSecurityUids().slice(1), f.items.mobileItem.uid],
      ORDERING_MESSAGES.itemsIncomplete,
    ],
    [
      'a uid that is not one',
      () => [...dataSecurityUids().slice(1), 'x'.repeat(500)],
      ORDERING_MESSAGES.itemUid,
    ],
    ['numbers', () => [1, 2, 3], ORDERING_MESSAGES.itemUid],
    [
      'a huge list',
      () => Array.from({ length: 5000 }, (_, i) => `item-${i}`),
      ORDERING_MESSAGES.itemsIncomplete,
    ],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, list, message) => {
    const before = await itemState();
    const auditsBefore = (await client.audits('card')).length;
    const response = await client.patch(url('DataSecurity'), { items: list() }, sessions.admin);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect(await itemState()).toEqual(before);
    expect(await client.audits('card')).toHaveLength(auditsBefore);
  });

  it('refuses featured documents on other cards and featured uids that are not listed', async () => {
    const before = await itemState();
    const onCard = await client.patch(
      url('DataSecurity'),
      { items: dataSecurityUids(), featured: [] },
      sessions.admin,
    );
    expect(onCard.statusCode).toBe(400);
    expect(errorBodyOf(onCard).message).toBe(ORDERING_MESSAGES.featuredOnlyForDocuments);
    const unlisted = await client.patch(
      url('Documents'),
      { items: documentUids(), featured: [f.items.mobileItem.uid] },
      sessions.admin,
    );
    expect(unlisted.statusCode).toBe(400);
    expect(errorBodyOf(unlisted).message).toBe(ORDERING_MESSAGES.featuredNotListed);
    const missing = await client.patch(
      url('Documents'),
      { items: dataSecurityUids(), featured: [] },
      sessions.admin,
    );
    expect(errorBodyOf(missing).message).toBe(ORDERING_MESSAGES.itemsIncomplete);
    expect(await itemState()).toEqual(before);
  });

  it('answers 400 for an unknown kind and 404 for a card the product does not have', async () => {
    const kind = await client.patch(url('Ghost'), { items: [] }, sessions.admin);
    expect(kind.statusCode).toBe(400);
    expect(errorBodyOf(kind).message).toBe('Unknown card kind');
    const missing = await client.patch(url('Infrastructure'), { items: [] }, sessions.admin);
    expect(missing.statusCode).toBe(404);
    expect(errorBodyOf(missing).message).toBe(ORDERING_MESSAGES.cardNotFound);
  });

  it("refuses staff without statuspage:edit, visitors, and another organisation's product", async () => {
    const before = await itemState();
    const body = { items: dataSecurityUids() };
    expect((await client.patch(url('DataSecurity'), body, sessions.limited)).statusCode).toBe(403);
    expect((await client.patch(url('DataSecurity'), body)).statusCode).toBe(401);
    const other = await buildOrg(t.database.db);
    const theirCard = await buildCard(t.database.db, { product: other.product, kind: 'Legal' });
    const theirItem = await buildItem(t.database.db, { card: theirCard, title: 'Theirs' });
    const response = await client.patch(
      url('Legal', other.product.id),
      { items: [theirItem.uid] },
      sessions.admin,
    );
    expect(response.statusCode).toBe(404);
    const [theirs] = await t.database.db
      .select({ customOrder: items.customOrder })
      .from(items)
      .where(inArray(items.uid, [theirItem.uid]));
    expect(theirs?.customOrder).toBeNull();
    expect(await itemState()).toEqual(before);
  });
});
