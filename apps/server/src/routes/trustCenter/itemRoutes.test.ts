import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PORTAL_ID_MAX_LENGTH } from '@candor/domain';
import { buildCard, buildItem, buildOrg } from '../../db/factories.js';
import { items } from '../../db/schema/index.js';
import { bumpRevision } from '../../services/portal/bumpRevision.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { auditActions, itemOnPage, portalView, staffRequest } from '../../testing/staffRequest.js';

const { t, f } = usePortalTestApp();
const call = (...args: Parameters<ReturnType<typeof staffRequest>>) => staffRequest(t.app)(...args);

const sessions = useStaffSessions(t, f, ['files:view']);

const itemUrl = (uid: string, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/items/${uid}`;
const row = async (id: string) =>
  (await t.database.db.select().from(items).where(eq(items.id, id)))[0]!;

const newItem = async (fields: { title: string; isCustom?: boolean }) => {
  const card = (await t.database.db.query.cards.findFirst({
    where: (c, { and, eq: is }) => and(is(c.productId, f.product.id), is(c.kind, 'DataSecurity')),
  }))!;
  return buildItem(t.database.db, { card, publicAccess: true, ...fields });
};

/** The one item of a new card, so the page's tile (three items at most) shows it. */
const soleItem = async (kind: 'Ai' | 'Esg', fields: { title: string; isCustom?: boolean }) => {
  const card = await buildCard(t.database.db, { product: f.product, kind });
  const item = await buildItem(t.database.db, { card, publicAccess: true, ...fields });
  // Factories write around the mutation path: drop the cached pages as a mutation would.
  await t.database.db.transaction((tx) => bumpRevision(tx, f.org.id, f.product.id));
  notifyPortalChanged(f.org.id);
  return item;
};

describe('PATCH /api/trust-center/products/{productId}/items/{itemUid} (move)', () => {
  it('moves an item to another card: the snack, and the portal shows it there', async () => {
    const item = await newItem({ title: 'Key rotation' });
    const response = await call('PATCH', itemUrl(item.uid), sessions.admin, {
      destinationCardId: 'Policies',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      uid: item.uid,
      kind: 'Policies',
      message: 'Successfully moved Key rotation to Policies',
    });
    const shown = itemOnPage(await portalView(t.app), { uid: item.uid });
    expect(shown?.card.kind).toBe('Policies');
    expect((await auditActions(t.database.db, f.org.id)).at(-1)).toBe('item.moved');
  });

  it('uses the default product without one in the path', async () => {
    const item = await newItem({ title: 'Secrets scanning' });
    const response = await call('PATCH', `/api/trust-center/items/${item.uid}`, sessions.admin, {
      destinationCardId: 'ApplicationSecurity',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await row(item.id)).kind).toBe('ApplicationSecurity');
  });

  it.each([
    ['the Overview card', { destinationCardId: 'Overview' }, 'Items cannot be moved to this card'],
    ['its own card', { destinationCardId: 'DataSecurity' }, 'Items cannot be moved to this card'],
    ['an unknown card', { destinationCardId: 'Nope' }, 'A destination card is required'],
    ['no card', {}, 'A destination card is required'],
  ])('refuses %s with 400, changing nothing', async (_label, body, message) => {
    const item = await newItem({ title: 'Backups' });
    const response = await call('PATCH', itemUrl(item.uid), sessions.admin, body);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect(await row(item.id)).toEqual(item);
  });

  it('refuses to move items of a card that is never a destination', async () => {
    const card = await buildCard(t.database.db, { product: f.product, kind: 'Certifications' });
    const item = await buildItem(t.database.db, { card, title: 'ISO 27001' });
    const response = await call('PATCH', itemUrl(item.uid), sessions.admin, {
      destinationCardId: 'Legal',
    });
    expect(response.statusCode).toBe(400);
    expect((await row(item.id)).kind).toBe('Certifications');
  });

  it("answers 404 for another organisation's item and 403 without statuspage:edit", async () => {
    const other = await buildOrg(t.database.db);
    const theirCard = await buildCard(t.database.db, { product: other.product, kind: 'Legal' });
    const theirs = await buildItem(t.database.db, { card: theirCard, title: 'Their item' });
    const foreign = await call('PATCH', itemUrl(theirs.uid), sessions.admin, {
      destinationCardId: 'Policies',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await row(theirs.id)).toEqual(theirs);

    const item = await newItem({ title: 'Firewalls' });
    const forbidden = await call('PATCH', itemUrl(item.uid), sessions.limited, {
      destinationCardId: 'Policies',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await row(item.id)).toEqual(item);
  });
});

describe('PUT /api/trust-center/products/{productId}/items/{itemUid}/custom-url', () => {
  it('gives the item a custom URL that then opens it', async () => {
    const item = await newItem({ title: 'Vulnerability disclosure' });
    const response = await call('PUT', `${itemUrl(item.uid)}/custom-url`, sessions.admin, {
      slug: 'vulnerability-disclosure',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      uid: item.uid,
      customUrlSlug: 'vulnerability-disclosure',
      message: 'Successfully created custom URL for Vulnerability disclosure',
    });
    const page = await t.app.inject({ method: 'GET', url: '/acme/item/vulnerability-disclosure' });
    expect(page.statusCode).toBe(200);
    const view = await portalView(t.app, '/acme/item/vulnerability-disclosure');
    expect(view.openItemUid).toBe(item.uid);
  });

  it('takes whom staff preview as with ids as long as the page reads (PORTAL_ID_MAX_LENGTH)', async () => {
    const item = await newItem({ title: 'Penetration tests' });
    const longest = 'p'.repeat(PORTAL_ID_MAX_LENGTH);
    const url = `${itemUrl(item.uid)}/custom-url?permissionProfileId=${longest}`;
    const response = await call('PUT', url, sessions.admin, { slug: 'penetration-tests' });
    expect(response.statusCode, response.body).toBe(200);
    const tooLong = await call('PUT', `${url}p`, sessions.admin, { slug: 'penetration-tests' });
    expect(tooLong.statusCode).toBe(400);
    expect(errorBodyOf(tooLong).message).toContain('Identifier is too long');
  });

  it('names the item that already uses a slug, changing nothing', async () => {
    const item = await newItem({ title: 'Data at rest' });
    const response = await call('PUT', `${itemUrl(item.uid)}/custom-url`, sessions.admin, {
      slug: 'encryption-at-rest',
    });
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).message).toBe(
      'This URL slug is already in use by item: Encryption at rest',
    );
    expect((await row(item.id)).customUrlSlug).toBeNull();
  });

  it.each([
    [
      'capitals and spaces',
      'Bad Slug',
      'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
    ],
    ['100 characters', 'a'.repeat(100), 'URL slug must be less than 100 characters'],
    [
      'an empty slug',
      '',
      'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
    ],
    ['a number', 42, 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed'],
  ])('refuses %s with 400 and the spec message', async (_label, slug, message) => {
    const item = await newItem({ title: 'Slugless' });
    const response = await call('PUT', `${itemUrl(item.uid)}/custom-url`, sessions.admin, { slug });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect((await row(item.id)).customUrlSlug).toBeNull();
  });

  it('refuses staff without statuspage:edit and unknown items', async () => {
    const item = await newItem({ title: 'Guarded' });
    const forbidden = await call('PUT', `${itemUrl(item.uid)}/custom-url`, sessions.limited, {
      slug: 'guarded',
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await row(item.id)).customUrlSlug).toBeNull();
    const unknown = await call('PUT', `${itemUrl('no-such-item')}/custom-url`, sessions.admin, {
      slug: 'anything',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/trust-center/products/{productId}/items/{itemUid}', () => {
  it('deletes a custom item; the portal no longer shows it', async () => {
    const item = await soleItem('Ai', { title: 'Temporary note', isCustom: true });
    expect(itemOnPage(await portalView(t.app), { uid: item.uid })).not.toBeNull();
    const response = await call('DELETE', itemUrl(item.uid), sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(itemOnPage(await portalView(t.app), { uid: item.uid })).toBeNull();
    expect((await auditActions(t.database.db, f.org.id)).at(-1)).toBe('item.deleted');
  });

  it('refuses built-in items, staff without statuspage:edit and other organisations', async () => {
    const builtIn = await newItem({ title: 'Built in' });
    const refused = await call('DELETE', itemUrl(builtIn.uid), sessions.admin);
    expect(refused.statusCode).toBe(400);
    expect(errorBodyOf(refused).message).toBe('Only custom items can be deleted');

    const custom = await newItem({ title: 'Custom kept', isCustom: true });
    expect((await call('DELETE', itemUrl(custom.uid), sessions.limited)).statusCode).toBe(403);

    const other = await buildOrg(t.database.db);
    const theirCard = await buildCard(t.database.db, { product: other.product, kind: 'Legal' });
    const theirs = await buildItem(t.database.db, { card: theirCard, isCustom: true });
    expect((await call('DELETE', itemUrl(theirs.uid), sessions.admin)).statusCode).toBe(404);
    expect(
      (await call('DELETE', itemUrl(theirs.uid, other.product.id), sessions.admin)).statusCode,
    ).toBe(404);

    for (const kept of [builtIn, custom, theirs]) expect(await row(kept.id)).toEqual(kept);
  });
});

describe('item abilities on the page', () => {
  it('offer the item menu to editors in main mode only', async () => {
    const custom = await soleItem('Esg', { title: 'Custom ability', isCustom: true });
    const staff = itemOnPage(await portalView(t.app, '/acme', sessions.admin), { uid: custom.uid });
    expect(staff?.item.abilities).toEqual({
      edit: true,
      rename: true,
      move: true,
      customUrl: true,
      delete: true,
      hide: true,
      linkDocuments: true,
    });
    const visitor = itemOnPage(await portalView(t.app), { uid: custom.uid });
    expect(visitor?.item.abilities).toEqual({
      edit: false,
      rename: false,
      move: false,
      customUrl: false,
      delete: false,
      hide: false,
      linkDocuments: false,
    });
    const readerView = itemOnPage(await portalView(t.app, '/acme', sessions.limited), {
      uid: custom.uid,
    });
    expect(readerView?.item.abilities.move).toBe(false);
  });
});
