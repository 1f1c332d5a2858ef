/** The organisation's products and product links as the private area lists them. */
import {
  notFound,
  PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductLink,
} from '@candor/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { ProductLinkRow, ProductRow } from '../../db/rows.js';
import { portalCustomizations, productLinks, products } from '../../db/schema/index.js';
import { assetUrl } from '../../presenters/portal/portalLinks.js';
import { isUuid } from '../../viewer/tenants.js';

async function assetRevision(db: DbOrTx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ revision: portalCustomizations.revision })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return row?.revision ?? 1;
}

const adminProduct = (row: ProductRow, revision: number): AdminProduct => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  show: row.show,
  isDefault: row.isDefault,
  position: row.position,
  bannerUrl: row.bannerAssetId ? assetUrl(row.orgId, row.bannerAssetId, revision) : null,
});

export const adminProductLink = (row: ProductLinkRow): AdminProductLink => ({
  id: row.id,
  name: row.name,
  link: row.link,
  show: row.show,
  position: row.position,
});

export async function loadProductRows(db: DbOrTx, orgId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position), asc(products.name));
}

export async function loadAdminProducts(db: DbOrTx, orgId: string): Promise<AdminProduct[]> {
  const [rows, revision] = await Promise.all([
    loadProductRows(db, orgId),
    assetRevision(db, orgId),
  ]);
  return rows.map((row) => adminProduct(row, revision));
}

export async function loadAdminProduct(
  db: DbOrTx,
  orgId: string,
  productId: string,
): Promise<AdminProduct> {
  const row = await findProductRow(db, orgId, productId);
  return adminProduct(row, await assetRevision(db, orgId));
}

export async function loadAdminProductLinks(
  db: DbOrTx,
  orgId: string,
): Promise<AdminProductLink[]> {
  const rows = await db
    .select()
    .from(productLinks)
    .where(eq(productLinks.orgId, orgId))
    .orderBy(asc(productLinks.position), asc(productLinks.name));
  return rows.map(adminProductLink);
}

/** The product of this organisation; another organisation's does not exist (404). */
export async function findProductRow(
  db: DbOrTx,
  orgId: string,
  productId: string,
): Promise<ProductRow> {
  if (!isUuid(productId)) throw notFound(PRODUCT_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, productId)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return row;
}

/** The product link of this organisation; another organisation's does not exist (404). */
export async function findProductLink(
  db: DbOrTx,
  orgId: string,
  linkId: string,
): Promise<ProductLinkRow> {
  if (!isUuid(linkId)) throw notFound(PRODUCT_MESSAGES.linkNotFound);
  const [row] = await db
    .select()
    .from(productLinks)
    .where(and(eq(productLinks.orgId, orgId), eq(productLinks.id, linkId)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_MESSAGES.linkNotFound);
  return row;
}

/**
 * Serialises the writes to one organisation's product list, so two requests cannot both pass
 * 'not the last product' or leave two defaults.
 */
export async function lockProductList(tx: Tx, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'products:' + orgId}))`);
}
