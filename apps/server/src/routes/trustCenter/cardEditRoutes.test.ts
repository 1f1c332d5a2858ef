import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCard, buildFile, buildItem, buildOrg } from '../../db/factories.js';
import { auditLog, cards, items, orgFeatures } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { auditActions, itemOnPage, portalView, staffRequest } from '../../testing/staffRequest.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import { bumpRevision } from '../../services/portal/bumpRevision.js';

const { t, f } = usePortalTestApp();
const call = (...args: Parameters<ReturnType<typeof staffRequest>>) => staffRequest(t.app)(...args);

const sessions = useStaffSessions(t, f, ['files:view']);
beforeEach(async () => {
  await setFlags({});
});

const setFlags = (flags: Record<string, boolean>) =>
  t.database.db.update(orgFeatures).set({ flags }).where(eq(orgFeatures.orgId, f.org.id));

const cardUrl = (kind: string, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/cards/${kind}`;

const cardOnPage = async (kind: string) => {
  const view = await portalView(t.app);
  for (const section of view.sections) {
    if (section.id === 'cards') {
      const card = section.cards.find((c) => c.kind === kind);
      if (card) return card;
    }
  }
  return null;
};

const dataSecurityRow = async () =>
  (await t.database.db.select().from(cards).where(eq(cards.id, f.cards.dataSecurity.id)))[0]!;

describe('PATCH /api/trust-center/products/{productId}/cards/{kind} (texts and title)', () => {
  it("sets the placeholder text: 'Placeholder text updated', and the portal shows it", async () => {
    const response = await call('PATCH', cardUrl('DataSecurity'), sessions.admin, {
      placeholder: 'Controls are being written up.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'DataSecurity',
      placeholder: 'Controls are being written up.',
      message: 'Placeholder text updated',
    });
    expect((await cardOnPage('DataSecurity'))?.placeholder).toBe('Controls are being written up.');
    expect((await auditActions(t.database.db, f.org.id)).at(-1)).toBe('card.updated');
  });

  it('sets the display text, and an empty one goes back to the default', async () => {
    const set = await call('PATCH', cardUrl('DataSecurity'), sessions.admin, {
      displayText: 'Our data',
    });
    expect(set.json()).toMatchObject({ displayText: 'Our data', message: 'Display text updated' });
    expect((await cardOnPage('DataSecurity'))?.displayText).toBe('Our data');
    const cleared = await call('PATCH', cardUrl('DataSecurity'), sessions.admin, {
      displayText: '',
    });
    expect(cleared.json()).toMatchObject({ displayText: null });
    expect((await cardOnPage('DataSecurity'))?.displayText).toBeNull();
  });

  it.each([
    [
      '3-character display text',
      { displayText: 'abc' },
      'Must be at least 4 characters, or leave empty for default.',
    ],
    [
      '1001-character placeholder',
      { placeholder: 'x'.repeat(1001) },
      'Placeholder text cannot exceed 1000 characters',
    ],
    ['a numeric placeholder', { placeholder: 42 }, 'Placeholder text must be text'],
    ['a 1-character title', { title: 'x' }, 'Title must be between 2 and 100 characters'],
    ['an empty patch', {}, 'Nothing to update'],
  ])('refuses %s with 400 and its message, changing nothing', async (_label, body, message) => {
    const before = await dataSecurityRow();
    const response = await call('PATCH', cardUrl('DataSecurity'), sessions.admin, body);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect(await dataSecurityRow()).toEqual(before);
  });

  it('renames a card only with the cardRenaming feature', async () => {
    await setFlags({ cardRenaming: false });
    const refused = await call('PATCH', cardUrl('DataSecurity'), sessions.admin, { title: 'Data' });
    expect(refused.statusCode).toBe(403);
    expect(errorBodyOf(refused).message).toBe('Card renaming is not available on your plan');
    expect((await dataSecurityRow()).title).toBeNull();

    await setFlags({ cardRenaming: true });
    const renamed = await call('PATCH', cardUrl('DataSecurity'), sessions.admin, { title: 'Data' });
    expect(renamed.json()).toMatchObject({ title: 'Data', message: 'Card title updated' });
    expect((await cardOnPage('DataSecurity'))?.title).toBe('Data');
    await t.database.db
      .update(cards)
      .set({ title: null })
      .where(eq(cards.id, f.cards.dataSecurity.id));
  });

  it('refuses display text on a card whose menu lacks it (Subprocessors)', async () => {
    const response = await call('PATCH', cardUrl('Subprocessors'), sessions.admin, {
      displayText: 'Our vendors',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe('This card does not allow that change');
  });

  it("refuses staff without statuspage:edit and another organisation's product", async () => {
    const before = await dataSecurityRow();
    const forbidden = await call('PATCH', cardUrl('DataSecurity'), sessions.limited, {
      placeholder: 'x',
    });
    expect(forbidden.statusCode).toBe(403);
    const other = await buildOrg(t.database.db);
    const foreign = await call('PATCH', cardUrl('DataSecurity', other.product.id), sessions.admin, {
      placeholder: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await dataSecurityRow()).toEqual(before);
  });
});

describe('PUT /api/trust-center/products/{productId}/cards/{kind}/form', () => {
  const formUrl = (kind: string, productId = f.product.id) => `${cardUrl(kind, productId)}/form`;

  const freshCard = async () => {
    const card = await buildCard(t.database.db, { product: f.product, kind: 'Policies' });
    const first = await buildItem(t.database.db, {
      card,
      title: 'Acceptable use policy',
      publicAccess: true,
    });
    const second = await buildItem(t.database.db, { card, title: 'Password policy' });
    return { card, first, second };
  };
  const itemRow = async (id: string) =>
    (await t.database.db.select().from(items).where(eq(items.id, id)))[0]!;

  beforeEach(async () => {
    await t.database.db.delete(cards).where(eq(cards.kind, 'Policies'));
  });

  it('saves the title and every item in one go; the portal shows them', async () => {
    const { first, second } = await freshCard();
    const response = await call('PUT', formUrl('Policies'), sessions.admin, {
      title: 'Our policies',
      items: [
        {
          uid: first.uid,
          title: 'Acceptable use',
          explanation: 'Reviewed every year.',
          href: 'acme.com/aup',
          recurrence: 'annually',
          enabledState: 'WorkInProgress',
          publicAccess: true,
        },
        { uid: second.uid, title: second.title, publicAccess: false },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: 'Policies',
      title: 'Our policies',
      message: 'Changes saved',
    });
    const shown = itemOnPage(await portalView(t.app), { uid: first.uid });
    expect(shown?.card.title).toBe('Our policies');
    expect(shown?.item).toMatchObject({
      title: 'Acceptable use',
      explanation: 'Reviewed every year.',
      href: 'https://acme.com/aup',
      enabledState: 'WorkInProgress',
    });
    expect(shown?.item.tags).toEqual(expect.arrayContaining(['In Progress', 'Every Year']));
    expect((await auditActions(t.database.db, f.org.id)).at(-1)).toBe('card.saved');
  });

  it("links and unlinks documents on the card's Save (pending until then), in one transaction", async () => {
    const { first, second } = await freshCard();
    const kept = await buildFile(t.database.db, {
      org: f.org,
      item: first,
      fileStore: t.fileStore,
      originalName: 'kept.pdf',
    });
    const gone = await buildFile(t.database.db, {
      org: f.org,
      item: first,
      fileStore: t.fileStore,
      originalName: 'gone.pdf',
    });
    const added = await buildFile(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      originalName: 'added.pdf',
    });
    // The factories write behind the app's back: a new revision, so the page is not the cached one.
    await t.database.db.transaction((tx) => bumpRevision(tx, f.org.id, f.product.id));
    notifyPortalChanged(f.org.id);
    const names = async (uid: string) =>
      itemOnPage(await portalView(t.app), { uid })?.item.documents.map((d) => d.name);
    const form = (fileIds: string[], secondFileIds?: string[]) => ({
      items: [
        { uid: first.uid, title: first.title, publicAccess: true, fileIds },
        { uid: second.uid, title: second.title, fileIds: secondFileIds },
      ],
    });

    // Another organisation's document on the second item is not found, and the first item's
    // links, applied before it in the same transaction, stay as they were.
    const other = await buildOrg(t.database.db);
    const foreign = await buildFile(t.database.db, { org: other.org, fileStore: t.fileStore });
    const unknown = await call(
      'PUT',
      formUrl('Policies'),
      sessions.admin,
      form([kept.id, added.id], [foreign.id]),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await names(first.uid))?.sort()).toEqual(['gone.pdf', 'kept.pdf']);

    const saved = await call('PUT', formUrl('Policies'), sessions.admin, form([kept.id, added.id]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await names(first.uid)).toEqual(['kept.pdf', 'added.pdf']);
    const audit = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'card.saved'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.stringify(audit[0])).toContain(gone.id);

    // Without fileIds the links stay; an empty list unlinks them all.
    await call('PUT', formUrl('Policies'), sessions.admin, {
      items: [{ uid: first.uid, title: first.title, publicAccess: true }],
    });
    expect(await names(first.uid)).toEqual(['kept.pdf', 'added.pdf']);
    await call('PUT', formUrl('Policies'), sessions.admin, form([]));
    expect(await names(first.uid)).toEqual([]);
  });

  it('changes nothing when one item of the form is refused', async () => {
    const { first, second } = await freshCard();
    const before = [await itemRow(first.id), await itemRow(second.id)];
    const response = await call('PUT', formUrl('Policies'), sessions.admin, {
      items: [
        { uid: first.uid, title: first.title, explanation: 'Changed' },
        { uid: second.uid, title: second.title, hidden: true, publicAccess: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe('Only restricted items can be hidden');
    expect([await itemRow(first.id), await itemRow(second.id)]).toEqual(before);
  });

  it.each([
    ['an impossible date', { expiry: '2026-02-31' }, 'Invalid expiration date'],
    ['a bad link', { href: 'not a url' }, 'Please enter a valid URL.'],
    [
      'a long explanation',
      { explanation: 'x'.repeat(10_001) },
      'Explanation cannot exceed 10000 characters',
    ],
    ['an unknown state', { enabledState: 'Sometimes' }, undefined],
    ['a string for a flag', { publicAccess: 'yes' }, undefined],
  ])('refuses an item with %s (400), changing nothing', async (_label, fields, message) => {
    const { first } = await freshCard();
    const before = await itemRow(first.id);
    const response = await call('PUT', formUrl('Policies'), sessions.admin, {
      items: [{ uid: first.uid, title: first.title, ...fields }],
    });
    expect(response.statusCode).toBe(400);
    if (message) expect(errorBodyOf(response).message).toBe(message);
    expect(await itemRow(first.id)).toEqual(before);
  });

  it('renames built-in items only with the itemRenaming feature, and hides only with restrictedFiles', async () => {
    const { second } = await freshCard();
    await setFlags({ itemRenaming: false, restrictedFiles: false });
    const rename = await call('PUT', formUrl('Policies'), sessions.admin, {
      items: [{ uid: second.uid, title: 'Passwords' }],
    });
    expect(rename.statusCode).toBe(403);
    expect(errorBodyOf(rename).message).toBe('This item cannot be renamed');
    const hide = await call('PUT', formUrl('Policies'), sessions.admin, {
      items: [{ uid: second.uid, title: second.title, hidden: true }],
    });
    expect(hide.statusCode).toBe(403);
    expect(errorBodyOf(hide).message).toBe(
      'Hiding restricted items needs the restricted files feature',
    );
    expect((await itemRow(second.id)).title).toBe('Password policy');

    await setFlags({});
    const allowed = await call('PUT', formUrl('Policies'), sessions.admin, {
      items: [{ uid: second.uid, title: 'Passwords', hidden: true }],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await itemRow(second.id)).toMatchObject({ title: 'Passwords', hidden: true });
  });

  it('refuses items of another card or organisation (404) and a card title without cardRenaming', async () => {
    const { first } = await freshCard();
    const other = await buildOrg(t.database.db);
    const theirCard = await buildCard(t.database.db, { product: other.product, kind: 'Policies' });
    const theirs = await buildItem(t.database.db, { card: theirCard, title: 'Their policy' });
    for (const uid of [theirs.uid, f.items.publicItem.uid]) {
      const response = await call('PUT', formUrl('Policies'), sessions.admin, {
        items: [{ uid, title: 'Taken over' }],
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await itemRow(theirs.id)).title).toBe('Their policy');
    expect((await itemRow(f.items.publicItem.id)).title).toBe('Encryption at rest');
    const foreignProduct = await call(
      'PUT',
      formUrl('Policies', other.product.id),
      sessions.admin,
      {
        items: [{ uid: theirs.uid, title: 'Taken over' }],
      },
    );
    expect(foreignProduct.statusCode).toBe(404);

    await setFlags({ cardRenaming: false });
    const title = await call('PUT', formUrl('Policies'), sessions.admin, {
      title: 'Renamed',
      items: [{ uid: first.uid, title: first.title }],
    });
    expect(title.statusCode).toBe(403);
  });

  it('requires an item type on the documents card', async () => {
    const card = await buildCard(t.database.db, { product: f.product, kind: 'Documents' });
    const doc = await buildItem(t.database.db, { card, title: 'SOC 2 report', type: 'Audit' });
    const response = await call('PUT', formUrl('Documents'), sessions.admin, {
      items: [{ uid: doc.uid, title: doc.title, type: '' }],
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      message: 'Select an item type to save this item.',
      errors: [{ path: 'items.0.type', message: 'Select an item type to save this item.' }],
    });
  });

  it('stores the risk profile answers in the item and the portal shows them', async () => {
    const card = await buildCard(t.database.db, { product: f.product, kind: 'RiskProfile' });
    const profile = await buildItem(t.database.db, {
      card,
      title: 'Risk profile',
      publicAccess: true,
    });
    const riskProfile = {
      DataAccess: 'restricted',
      Impact: null,
      RecoveryTime: 'hours_12',
      RecoveryPoint: 'hours_24_48',
      Hosting: 'major_cloud',
    };
    const saved = await call('PUT', formUrl('RiskProfile'), sessions.admin, {
      items: [{ uid: profile.uid, title: profile.title, publicAccess: true, riskProfile }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await itemRow(profile.id)).data).toEqual({
      riskProfile: {
        DataAccess: 'restricted',
        RecoveryTime: 'hours_12',
        RecoveryPoint: 'hours_24_48',
        Hosting: 'major_cloud',
      },
    });
    const shown = itemOnPage(await portalView(t.app), { uid: profile.uid });
    expect(shown?.item.riskProfile).toEqual({
      DataAccess: 'restricted',
      RecoveryTime: 'hours_12',
      RecoveryPoint: 'hours_24_48',
      Hosting: 'major_cloud',
    });

    const bad = await call('PUT', formUrl('RiskProfile'), sessions.admin, {
      items: [
        { uid: profile.uid, title: profile.title, riskProfile: { RecoveryTime: 'hours_100' } },
      ],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses staff without statuspage:edit', async () => {
    const { first } = await freshCard();
    const response = await call('PUT', formUrl('Policies'), sessions.limited, {
      items: [{ uid: first.uid, title: 'Nope' }],
    });
    expect(response.statusCode).toBe(403);
    expect((await itemRow(first.id)).title).toBe('Acceptable use policy');
  });
});

describe('POST /api/trust-center/products/{productId}/cards/{kind}/items', () => {
  const itemsUrl = (kind: string, productId = f.product.id) => `${cardUrl(kind, productId)}/items`;

  it('adds a custom item that the portal shows', async () => {
    const response = await call('POST', itemsUrl('Legal'), sessions.admin, {
      title: 'Data retention schedule',
      explanation: 'How long we keep what.',
      publicAccess: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { uid } = response.json<{ uid: string }>();
    const staffView = await portalView(t.app, '/acme', sessions.admin);
    expect(itemOnPage(staffView, { uid })?.item).toMatchObject({
      title: 'Data retention schedule',
      isCustom: true,
      abilities: { delete: true },
    });
  });

  it('warns of an item of the same name on another card unless told to add it anyway', async () => {
    const duplicate = await call('POST', itemsUrl('Legal'), sessions.admin, {
      title: 'encryption AT rest',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBodyOf(duplicate).message).toBe(
      'An item named Encryption at rest already exists on the Data Security card. Use the existing item instead of adding a duplicate.',
    );
    const anyway = await call('POST', itemsUrl('Legal'), sessions.admin, {
      title: 'encryption AT rest',
      allowDuplicate: true,
    });
    expect(anyway.statusCode).toBe(201);
  });

  it.each([
    ['Certifications', { title: 'ISO 9001' }, 400],
    ['Legal', { title: 'x' }, 400],
    ['Legal', { title: 'Hidden public', publicAccess: true, hidden: true }, 400],
    ['NoSuchCard', { title: 'Anything' }, 400],
  ])('refuses %s %j', async (kind, body, status) => {
    const count = (await t.database.db.select().from(items)).length;
    const response = await call('POST', itemsUrl(kind), sessions.admin, body);
    expect(response.statusCode).toBe(status);
    expect((await t.database.db.select().from(items)).length).toBe(count);
  });

  it("refuses staff without statuspage:edit and another organisation's product", async () => {
    const count = (await t.database.db.select().from(items)).length;
    expect(
      (await call('POST', itemsUrl('Legal'), sessions.limited, { title: 'Sneaky' })).statusCode,
    ).toBe(403);
    const other = await buildOrg(t.database.db);
    const foreign = await call('POST', itemsUrl('Legal', other.product.id), sessions.admin, {
      title: 'Sneaky',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.database.db.select().from(items)).length).toBe(count);
  });
});

describe('POST /api/trust-center/products/{productId}/cards (Add card)', () => {
  const addUrl = (productId = f.product.id) => `/api/trust-center/products/${productId}/cards`;
  const cardsSection = async (cookie?: string) => {
    const view = await portalView(t.app, '/acme', cookie);
    return view.sections.find((section) => section.id === 'cards');
  };

  beforeEach(async () => {
    await t.database.db.delete(cards).where(eq(cards.kind, 'ContinuousMonitoring'));
  });

  it('adds a kind the product lacks with the defaults, last in the grid, audited; it is no longer offered', async () => {
    const before = await cardsSection(sessions.admin);
    expect(before?.id === 'cards' && before.addableKinds).toContain('ContinuousMonitoring');

    const response = await call('POST', addUrl(), sessions.admin, {
      kind: 'ContinuousMonitoring',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      kind: 'ContinuousMonitoring',
      title: 'Continuous Monitoring',
      message: 'Continuous Monitoring card added',
    });
    const [row] = await t.database.db
      .select()
      .from(cards)
      .where(eq(cards.kind, 'ContinuousMonitoring'));
    expect(row).toMatchObject({ title: null, hidden: false, displayText: null, placeholder: null });
    expect((await auditActions(t.database.db, f.org.id)).at(-1)).toBe('card.added');

    const after = await cardsSection(sessions.admin);
    if (after?.id !== 'cards') throw new Error('no cards section');
    expect(after.cards.at(-1)).toMatchObject({ kind: 'ContinuousMonitoring', itemCount: 0 });
    expect(after.addableKinds).not.toContain('ContinuousMonitoring');

    const again = await call('POST', addUrl(), sessions.admin, { kind: 'ContinuousMonitoring' });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again).message).toBe('This card is already on the product');
  });

  it('refuses an unknown kind, staff without statuspage:edit and another organisation', async () => {
    const unknown = await call('POST', addUrl(), sessions.admin, { kind: 'Nope' });
    expect(unknown.statusCode).toBe(400);
    const notAddable = await call('POST', addUrl(), sessions.admin, { kind: 'Documents' });
    expect(notAddable.statusCode).toBe(400);
    const forbidden = await call('POST', addUrl(), sessions.limited, {
      kind: 'ContinuousMonitoring',
    });
    expect(forbidden.statusCode).toBe(403);
    const other = await buildOrg(t.database.db);
    const foreign = await call('POST', addUrl(other.product.id), sessions.admin, {
      kind: 'ContinuousMonitoring',
    });
    expect(foreign.statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(cards)
      .where(eq(cards.kind, 'ContinuousMonitoring'));
    expect(rows).toEqual([]);
  });

  it('offers nothing to visitors', async () => {
    const section = await cardsSection();
    expect(section?.id === 'cards' && section.addableKinds).toBeFalsy();
  });
});
