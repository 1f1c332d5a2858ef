/**
 * Seeds the demo trust center: Northwind Cloud with two products and every section filled,
 * one staff admin who is also the installation's operator, and the artwork and documents in the
 * file store.
 *
 * Bytes go to the file store first (they are removed again if anything fails); every row is
 * written in one transaction, so the database is either fully seeded or untouched.
 */
import { generatePassword } from '../../auth/generatePassword.js';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SECTION_ORDER, GRANTABLE_SCOPES, type Actor } from '@candor/domain';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FileStore } from '../../storage/fileStore.js';
import { blobColumns } from '../../storage/stagedBlob.js';
import { writeAudit } from '../audit.js';
import { appendDocumentVersion } from '../documentLog.js';
import type { Database, Tx } from '../client.js';
import {
  files,
  organizations,
  orgFeatures,
  portalCustomizations,
  productLinks,
  products,
  staffUsers,
} from '../schema/index.js';
import { NORTHWIND, NORTHWIND_PRODUCTS } from './content/northwind.js';
import {
  gridCardKinds,
  insertAssets,
  insertCards,
  insertKnowledgeBase,
  insertSubprocessors,
  insertTrustUpdates,
  type RowContext,
} from './demoRows.js';
import { allBlobs, prepareArtwork } from './stagedArtwork.js';

export interface SeedDemoOptions {
  fileStore: FileStore;
  /** The admin's password; a random 16-character one is generated when absent. */
  adminPassword?: string | undefined;
  /** The seeding moment; relative dates (updates, expiries) count from it. */
  now?: Date;
}

export interface SeedDemoResult {
  orgId: string;
  orgSlug: string;
  adminEmail: string;
  adminPassword: string;
  /** Product slugs, default first. */
  productSlugs: string[];
}

const SEED_ACTOR: Actor = { type: 'system', job: 'seed' };

export async function seedDemo(database: Database, opts: SeedDemoOptions): Promise<SeedDemoResult> {
  const now = opts.now ?? new Date();
  const orgId = randomUUID();
  const adminPassword = opts.adminPassword ?? generatePassword();
  const passwordHash = await hash(adminPassword);
  const art = await prepareArtwork(orgId, now);

  const stored: string[] = [];
  try {
    for (const blob of allBlobs(art)) {
      await opts.fileStore.put(blob.storageKey, blob.bytes, blob.contentType);
      stored.push(blob.storageKey);
    }
    const encryptedTypeOf = (key: string) => opts.fileStore.encryptedTypeFor?.(key) ?? null;
    await database.db.transaction((tx) =>
      writeRows(tx, { orgId, now, art, passwordHash }, encryptedTypeOf),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((key) => opts.fileStore.delete(key)));
    throw error;
  }

  return {
    orgId,
    orgSlug: NORTHWIND.slug,
    adminEmail: NORTHWIND.admin.email,
    adminPassword,
    productSlugs: NORTHWIND_PRODUCTS.map((p) => p.slug),
  };
}

async function writeRows(
  tx: Tx,
  ctx: RowContext,
  encryptedTypeOf: (storageKey: string) => string | null,
): Promise<void> {
  const { orgId, now, art } = ctx;
  await tx.insert(organizations).values({
    id: orgId,
    slug: NORTHWIND.slug,
    name: NORTHWIND.name,
    customDomain: null,
    websiteUrl: NORTHWIND.websiteUrl,
    description: NORTHWIND.description,
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(portalCustomizations).values({
    orgId,
    portalTitle: NORTHWIND.portalTitle,
    showPortalTitle: true,
    publicAccessLevel: 'PublicContentOnly',
    bannerLevel: 'medium',
    supportMailbox: NORTHWIND.supportMailbox,
    securityMailbox: NORTHWIND.securityMailbox,
    contactSupport: NORTHWIND.contactSupport,
    reportIssue: NORTHWIND.reportIssue,
    publishedAt: now,
    updatedAt: now,
  });
  await tx.insert(orgFeatures).values({ orgId });
  await tx
    .insert(productLinks)
    .values(NORTHWIND.productLinks.map((link, position) => ({ ...link, orgId, position })));

  const productIds = new Map(NORTHWIND_PRODUCTS.map((p) => [p.slug, randomUUID()]));

  const counts = { items: 0, documents: art.documents.size, subprocessors: 0 };
  const fileIds = new Map<string, string>();
  await tx.insert(files).values(
    [...art.documents.values()].map(({ blob, document }) => {
      fileIds.set(document.key, blob.id);
      return {
        ...blobColumns(blob),
        orgId,
        originalName: document.fileName,
        encryptedType: encryptedTypeOf(blob.storageKey),
        documentAccessType: document.documentAccessType ?? null,
        access:
          document.classification === 'Public' ? ('public' as const) : ('restricted' as const),
        createdAt: now,
      };
    }),
  );
  // Logged as an upload logs them (version 1 of each), so the start-up backfill finds nothing.
  for (const { blob } of art.documents.values()) {
    await appendDocumentVersion(tx, { orgId, fileId: blob.id, sha256: blob.sha256 });
  }

  await tx.insert(products).values(
    NORTHWIND_PRODUCTS.map((product, position) => ({
      id: productIds.get(product.slug)!,
      orgId,
      slug: product.slug,
      name: product.name,
      show: true,
      isDefault: product.isDefault,
      position,
      sectionOrder: [...DEFAULT_SECTION_ORDER],
      cardOrder: gridCardKinds(product),
      createdAt: now,
      updatedAt: now,
    })),
  );
  // Assets belong to the organisation (banners to their product) and the organisation and
  // products name them back, so the references are set once both rows exist.
  await insertAssets(tx, ctx, productIds);
  await tx
    .update(organizations)
    .set({ logoAssetId: art.logo.id, faviconAssetId: art.favicon.id })
    .where(eq(organizations.id, orgId));
  for (const product of NORTHWIND_PRODUCTS) {
    await tx
      .update(products)
      .set({ bannerAssetId: art.banners.get(product.slug)!.id })
      .where(eq(products.id, productIds.get(product.slug)!));
  }

  for (const product of NORTHWIND_PRODUCTS) {
    const productId = productIds.get(product.slug)!;
    counts.items += await insertCards(tx, ctx, product, productId, fileIds);
    counts.subprocessors += await insertSubprocessors(tx, ctx, product, productId);
  }

  const kb = await insertKnowledgeBase(tx, ctx, productIds);
  const topics = await insertTrustUpdates(tx, ctx, productIds);

  const [admin] = await tx
    .insert(staffUsers)
    .values({
      orgId,
      email: NORTHWIND.admin.email,
      displayName: NORTHWIND.admin.displayName,
      passwordHash: ctx.passwordHash,
      scopes: [...GRANTABLE_SCOPES],
      // The operator is the installation's: deleting Northwind keeps this user (without it).
      isOperator: true,
      createdAt: now,
    })
    .returning({ id: staffUsers.id });

  await writeAudit(tx, {
    orgId,
    actor: SEED_ACTOR,
    action: 'org.seeded',
    entityType: 'organization',
    entityId: orgId,
    after: {
      slug: NORTHWIND.slug,
      products: NORTHWIND_PRODUCTS.map((p) => p.slug),
      ...counts,
      kbEntries: kb,
      updateTopics: topics,
    },
  });
  await writeAudit(tx, {
    orgId,
    actor: SEED_ACTOR,
    action: 'staff_user.created',
    entityType: 'staff_user',
    entityId: admin!.id,
    after: { email: NORTHWIND.admin.email, scopes: [...GRANTABLE_SCOPES], isOperator: true },
  });
}
