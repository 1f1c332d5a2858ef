import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SECTION_ORDER, SCOPES } from '@candor/domain';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LocalFileStore } from '../storage/localFileStore.js';
import {
  buildAccount,
  buildAccountMember,
  buildAsset,
  buildCard,
  buildFile,
  buildItem,
  buildKbEntry,
  buildOrg,
  buildProduct,
  buildStaffUser,
  buildSubprocessor,
  buildUpdateTopic,
} from './factories.js';
import { files, itemFiles, products } from './schema/index.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

let database: TestDatabase;
let filesDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-factories-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

test('buildOrg creates a published organisation with a default product in the default section order', async () => {
  const { org, customization, features, product } = await buildOrg(database.db, {
    name: 'Acme',
    customization: { portalTitle: 'Acme Trust' },
  });
  expect(org.name).toBe('Acme');
  expect(customization).toMatchObject({ orgId: org.id, portalTitle: 'Acme Trust', revision: 1 });
  expect(customization.publishedAt).toBeInstanceOf(Date);
  expect(features.orgId).toBe(org.id);
  expect(product).toMatchObject({ orgId: org.id, isDefault: true });
  expect(product.sectionOrder).toEqual(DEFAULT_SECTION_ORDER);

  const second = await buildOrg(database.db);
  expect(second.org.slug).not.toBe(org.slug);
});

test('cards, items and their documents hang off a product of the organisation', async () => {
  const { org, product } = await buildOrg(database.db);
  const extra = await buildProduct(database.db, { org, slug: 'analytics', name: 'Analytics' });
  expect(await database.db.select().from(products).where(eq(products.orgId, org.id))).toHaveLength(
    2,
  );
  expect(extra.isDefault).toBe(false);

  const card = await buildCard(database.db, { product, kind: 'Reports', hidden: true });
  const item = await buildItem(database.db, { card, title: 'SOC 2 Type II', publicAccess: true });
  expect(item).toMatchObject({
    kind: 'Reports',
    cardId: card.id,
    productId: product.id,
    orgId: org.id,
  });
  expect(item.uid).not.toBe('');

  const store = new LocalFileStore(filesDir);
  const file = await buildFile(database.db, {
    org,
    item,
    fileStore: store,
    originalName: 'soc2.pdf',
  });
  expect((await store.get(file.storageKey))?.subarray(0, 4).toString()).toBe('%PDF');
  expect(await database.db.select().from(itemFiles).where(eq(itemFiles.fileId, file.id))).toEqual([
    { itemId: item.id, fileId: file.id, orgId: org.id, position: 0 },
  ]);

  const asset = await buildAsset(database.db, { org, type: 'favicon', fileStore: store });
  expect(await store.get(asset.storageKey)).not.toBeNull();
});

test("a file follows the organisation's document access type unless made view-only", async () => {
  const { org } = await buildOrg(database.db);
  expect((await buildFile(database.db, { org })).documentAccessType).toBeNull();
  const viewOnly = await buildFile(database.db, { org, documentAccessType: 'view-only' });
  const [stored] = await database.db.select().from(files).where(eq(files.id, viewOnly.id));
  expect(stored!.documentAccessType).toBe('view-only');
});

test('accounts and their members belong to the organisation', async () => {
  const { org } = await buildOrg(database.db);
  const account = await buildAccount(database.db, { org, name: 'Globex' });
  expect(account).toMatchObject({
    orgId: org.id,
    name: 'Globex',
    reviewStatus: 'NotStarted',
    accessStatus: 'active',
  });
  const member = await buildAccountMember(database.db, { account, firstName: 'Hank' });
  expect(member).toMatchObject({ orgId: org.id, accountId: account.id, status: 'active' });
  expect(member.email).toMatch(/@customer\.example$/);
});

test('buildStaffUser stores an argon2id hash of the password, with every scope by default (the operator)', async () => {
  const { org } = await buildOrg(database.db);
  const { user, password } = await buildStaffUser(database.db, { org, email: 'Admin@Acme.Test' });
  expect(user.email).toBe('admin@acme.test');
  expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verify(user.passwordHash, password)).toBe(true);
  // installation:admin is never stored: it makes the user the operator.
  expect(user.scopes).toEqual(SCOPES.filter((scope) => scope !== 'installation:admin'));
  expect(user.isOperator).toBe(true);

  const reader = await buildStaffUser(database.db, { org, password: 'pw', scopes: ['files:view'] });
  expect(reader.password).toBe('pw');
  expect(reader.user.scopes).toEqual(['files:view']);
  expect(reader.user.isOperator).toBe(false);
});

test('subprocessors, knowledge-base entries and update topics', async () => {
  const { org, product } = await buildOrg(database.db);
  const sub = await buildSubprocessor(database.db, { product, purpose: 'Email delivery' });
  expect(sub).toMatchObject({ orgId: org.id, productId: product.id, purpose: 'Email delivery' });
  const kb = await buildKbEntry(database.db, { org, accessLevel: 'private' });
  expect(kb.accessLevel).toBe('private');
  const when = new Date('2025-03-01T00:00:00Z');
  const { topic, updates } = await buildUpdateTopic(database.db, {
    org,
    isPinned: true,
    createdAt: when,
    messages: ['first', 'second'],
  });
  expect(topic).toMatchObject({ isPinned: true, createdAt: when });
  expect(updates.map((u) => u.message)).toEqual(['first', 'second']);
});
