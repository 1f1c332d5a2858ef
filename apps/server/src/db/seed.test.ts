import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GRANTABLE_SCOPES, SECTION_CARD_KIND, type CardKind } from '@candor/domain';
import { verify } from '@node-rs/argon2';
import { differenceInDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogueLogoUrl } from '../companies/companyDirectory.js';
import { LocalFileStore } from '../storage/localFileStore.js';
import { verifyAuditChain } from './audit.js';
import { documentVersions, verifyDocumentLog } from './documentLog.js';
import {
  assets,
  auditLog,
  cards,
  files,
  itemFiles,
  items,
  organizations,
  portalCustomizations,
  products,
  staffUsers,
  subprocessors,
  updateTopics,
} from './schema/index.js';
import { isEmpty, resetDatabase, seedDemo, type SeedDemoResult } from './seed/index.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

let database: TestDatabase;
let filesDir: string;
let fileStore: LocalFileStore;
let seeded: SeedDemoResult;
let wasEmpty: boolean;
const now = new Date();

/** Files (not folders) under the file store. */
const storedFileCount = () =>
  fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-seed-'));
  fileStore = new LocalFileStore(filesDir);
  wasEmpty = await isEmpty(database.db);
  seeded = await seedDemo(database, { fileStore, now });
}, 60_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const db = () => database.db;

describe('the demo seed', () => {
  test('fills an empty database with the default organisation Northwind Cloud, published', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isEmpty(db())).toBe(false);
    expect(seeded).toMatchObject({ orgSlug: 'northwind', adminEmail: 'admin@northwind.example' });

    const [org] = await db().select().from(organizations);
    expect(org).toMatchObject({
      slug: 'northwind',
      name: 'Northwind Cloud',
      isDefault: true,
      customDomain: null,
      websiteUrl: 'https://northwind.example',
    });
    const [custom] = await db().select().from(portalCustomizations);
    expect(custom).toMatchObject({
      portalTitle: 'Trust Center',
      publicAccessLevel: 'PublicContentOnly',
      supportMailbox: 'support@northwind.example',
      securityMailbox: 'security@northwind.example',
      contactSupport: { enabled: true, onClickAction: 'send-email' },
      reportIssue: { enabled: true, onClickAction: 'direct-to-site' },
    });
    expect(custom!.publishedAt).not.toBeNull();
  });

  test('has two products, the platform by default, each with a 1280x350 WebP banner (a light largest paint)', async () => {
    const rows = await db().select().from(products).orderBy(products.position);
    expect(rows.map((p) => [p.slug, p.name, p.isDefault])).toEqual([
      ['platform', 'Northwind Platform', true],
      ['northwind-analytics', 'Northwind Analytics', false],
    ]);
    for (const product of rows) {
      const [banner] = await db()
        .select()
        .from(assets)
        .where(eq(assets.id, product.bannerAssetId!));
      const bytes = await fileStore.get(banner!.storageKey);
      const meta = await sharp(bytes!).metadata();
      expect([banner!.contentType, meta.format, meta.width, meta.height]).toEqual([
        'image/webp',
        'webp',
        1280,
        350,
      ]);
      expect(bytes!.length).toBeLessThan(20_000);
    }
  });

  test("an item's type is words for visitors (the item page shows it), never an internal marker", async () => {
    const types = (await db().selectDistinct({ type: items.type }).from(items)).map((r) => r.type);
    const named = types.filter((type): type is string => type !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const type of named) expect(type, type).toMatch(/^[A-Z0-9]/);
  });

  test('the organisation logo and favicon are stored assets', async () => {
    const [org] = await db().select().from(organizations);
    const [logo] = await db().select().from(assets).where(eq(assets.id, org!.logoAssetId!));
    const [favicon] = await db().select().from(assets).where(eq(assets.id, org!.faviconAssetId!));
    expect(logo).toMatchObject({ type: 'logo', contentType: 'image/svg+xml' });
    expect((await fileStore.get(logo!.storageKey))!.toString()).toContain('<svg');
    expect(favicon).toMatchObject({ type: 'favicon', contentType: 'image/png' });
    expect((await sharp((await fileStore.get(favicon!.storageKey))!).metadata()).format).toBe(
      'png',
    );
  });

  test('the platform has a card for every section, the grid in its card order, the AI card hidden', async () => {
    const [platform] = await db().select().from(products).where(eq(products.slug, 'platform'));
    const cardRows = await db().select().from(cards).where(eq(cards.productId, platform!.id));
    const itemRows = await db().select().from(items).where(eq(items.productId, platform!.id));

    const sectionKinds = new Set<string>(Object.values(SECTION_CARD_KIND));
    for (const kind of sectionKinds) expect(cardRows.map((c) => c.kind)).toContain(kind);
    const grid = cardRows.filter((c) => !sectionKinds.has(c.kind));
    expect(platform!.cardOrder).toEqual(expect.arrayContaining(grid.map((c) => c.kind)));
    expect(cardRows.filter((c) => c.hidden).map((c) => c.kind)).toEqual(['Ai']);

    expect(itemRows.some((i) => i.hidden)).toBe(true);
    expect(itemRows.some((i) => i.enabledState === 'WorkInProgress')).toBe(true);
    expect(itemRows.some((i) => i.publicAccess)).toBe(true);
    expect(itemRows.some((i) => !i.publicAccess && i.kind !== 'TrustedBy')).toBe(true);
    expect(itemRows.some((i) => i.recurrence === 'annually')).toBe(true);
    expect(itemRows.some((i) => i.maturity !== null)).toBe(true);
    expect(itemRows.some((i) => i.customOrder !== null)).toBe(true);
    expect(itemRows.map((i) => i.customUrlSlug)).toEqual(
      expect.arrayContaining(['soc-2-type-ii', 'security-whitepaper', 'encryption-at-rest']),
    );
  });

  test('certifications carry stored SVG logos, one of them work in progress', async () => {
    const [platform] = await db().select().from(products).where(eq(products.slug, 'platform'));
    const certs = await db()
      .select()
      .from(items)
      .where(eq(items.productId, platform!.id))
      .then((rows) => rows.filter((i) => i.kind === ('Certifications' satisfies CardKind)));
    expect(certs.map((c) => c.title)).toEqual(
      expect.arrayContaining(['SOC 2 Type II', 'ISO/IEC 27001', 'HIPAA', 'PCI DSS v4.0']),
    );
    expect(certs.filter((c) => c.enabledState === 'WorkInProgress')).toHaveLength(1);
    for (const cert of certs) {
      const [logo] = await db().select().from(assets).where(eq(assets.id, cert.logoAssetId!));
      expect(logo!.type).toBe('certification');
      expect((await fileStore.get(logo!.storageKey))!.toString()).toMatch(/^<svg /);
    }
  });

  test('documents are PDFs in the file store, linked to items, some public and some restricted', async () => {
    const fileRows = await db().select().from(files);
    expect(fileRows).not.toEqual([]);
    for (const file of fileRows) {
      const bytes = await fileStore.get(file.storageKey);
      expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes!.length).toBe(file.size);
      expect(file.originalName).toMatch(/\.pdf$/);
    }
    const linked = await db()
      .select({ publicAccess: items.publicAccess, featured: items.featured, kind: items.kind })
      .from(itemFiles)
      .innerJoin(items, eq(items.id, itemFiles.itemId));
    expect(new Set(linked.map((l) => l.publicAccess))).toEqual(new Set([true, false]));
    expect(new Set(linked.map((l) => l.kind))).toEqual(new Set(['Documents', 'Reports', 'Legal']));
  });

  test('every document is version 1 of the document log, on a valid chain, as an upload logs it', async () => {
    const fileRows = await db().select({ id: files.id }).from(files);
    const versions = await documentVersions(db(), seeded.orgId);
    expect(fileRows.map((file) => versions.get(file.id))).toEqual(fileRows.map(() => 1));
    expect(await verifyDocumentLog(db(), seeded.orgId)).toMatchObject({
      ok: true,
      length: fileRows.length,
    });
  });

  test("a public document is view-only: its file overrides the organisation's view-and-download", async () => {
    const [customization] = await db().select().from(portalCustomizations);
    expect(customization!.documentAccessType).toBe('view-and-download');
    const viewOnly = await db()
      .select({ name: files.originalName, publicAccess: items.publicAccess, access: files.access })
      .from(itemFiles)
      .innerJoin(files, eq(files.id, itemFiles.fileId))
      .innerJoin(items, eq(items.id, itemFiles.itemId))
      .where(eq(files.documentAccessType, 'view-only'));
    expect(viewOnly).toEqual([
      { name: 'Northwind-Cloud-Security-Whitepaper.pdf', publicAccess: true, access: 'public' },
    ]);
  });

  test('subprocessors are listed with purpose and location for both products', async () => {
    const rows = await db().select().from(subprocessors);
    const [platform] = await db().select().from(products).where(eq(products.slug, 'platform'));
    const ofPlatform = rows.filter((r) => r.productId === platform!.id);
    expect(ofPlatform).not.toEqual([]);
    expect(rows.some((r) => r.productId !== platform!.id)).toBe(true);
    expect(ofPlatform.every((r) => r.company.name && r.purpose && r.location)).toBe(true);
  });

  test('well-known subprocessors show their real brand marks from the company catalogue', async () => {
    const rows = await db().select().from(subprocessors);
    const byName = new Map(rows.map((row) => [row.company.name, row.company]));
    for (const [name, companyId] of [
      ['Cloudflare', 'cloudflare'],
      ['Stripe', 'stripe'],
      ['Datadog', 'datadog'],
      ['Okta', 'okta'],
      ['Google Cloud', 'googlecloud'],
    ]) {
      expect(byName.get(name!), name).toMatchObject({ source: 'brand', companyId });
      expect(catalogueLogoUrl(companyId!), name).toMatch(/^\/api\/companies\//);
    }
    // Made-up marks are for nobody: a subprocessor without one in the catalogue shows initials.
    expect(rows.every((row) => !row.company.logoAssetId)).toBe(true);
  });

  test('trust updates span the categories, one topic pinned and exactly one within 24 days', async () => {
    const topics = await db().select().from(updateTopics);
    expect(new Set(topics.map((t) => t.category))).toEqual(
      new Set(['compliance', 'vulnerabilities', 'incidents', 'subprocessors', 'general']),
    );
    expect(topics.filter((t) => t.isPinned)).toHaveLength(1);
    const recent = topics.filter((t) => differenceInDays(now, t.createdAt) < 24);
    expect(recent).toHaveLength(1);
    expect(recent[0]!.hidden).toBe(false);
  });

  test('the staff admin has every scope, is the operator, and an argon2id hash of the returned password', async () => {
    const [admin] = await db().select().from(staffUsers);
    expect(admin).toMatchObject({
      email: 'admin@northwind.example',
      scopes: [...GRANTABLE_SCOPES],
      isOperator: true,
    });
    expect(admin!.displayName).not.toBe('');
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(seeded.adminPassword).toHaveLength(16);
    expect(await verify(admin!.passwordHash, seeded.adminPassword)).toBe(true);
  });

  test('the seed is audited by the system actor, on a valid chain', async () => {
    const rows = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(rows[0]).toMatchObject({ action: 'org.seeded', actorType: 'system', actorId: 'seed' });
    expect(await verifyAuditChain(db(), seeded.orgId)).toMatchObject({ ok: true });
  });

  test('a failed seed leaves neither rows nor files behind', async () => {
    const before = storedFileCount();
    const orgs = await db().$count(organizations);
    // The organisation slug is taken, so the transaction fails after the files were written.
    await expect(seedDemo(database, { fileStore, now })).rejects.toThrow();
    expect(await db().$count(organizations)).toBe(orgs);
    expect(storedFileCount()).toBe(before);
  });
});

describe('resetDatabase', () => {
  test('empties every table and the seeded files; seeding again works with the given password', async () => {
    const [someFile] = await db().select().from(files).limit(1);
    await resetDatabase(database, { fileStore });
    expect(await isEmpty(db())).toBe(true);
    expect(await db().$count(items)).toBe(0);
    expect(await db().$count(auditLog)).toBe(0);
    expect(await fileStore.get(someFile!.storageKey)).toBeNull();

    const again = await seedDemo(database, { fileStore, adminPassword: 'correct horse battery' });
    expect(again.adminPassword).toBe('correct horse battery');
    expect(await isEmpty(db())).toBe(false);
  }, 60_000);
});
