/**
 * Product links: external sites listed in the portal's product dropdown after the products.
 * Only http(s) addresses (the domain schema normalises and checks them).
 */
import {
  DomainError,
  notFound,
  PRODUCT_MESSAGES,
  type AdminProductLink,
  type ProductLinkCreate,
  type ProductLinkPatch,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ProductLinkRow } from '../../db/rows.js';
import { productLinks } from '../../db/schema/index.js';
import { isUuid } from '../../viewer/tenants.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { adminProductLink, loadAdminProductLinks, lockProductList } from './loadProducts.js';
import { sameMembers } from './sameMembers.js';

async function findLink(tx: Tx, orgId: string, linkId: string): Promise<ProductLinkRow> {
  if (!isUuid(linkId)) throw notFound(PRODUCT_MESSAGES.linkNotFound);
  const [row] = await tx
    .select()
    .from(productLinks)
    .where(and(eq(productLinks.orgId, orgId), eq(productLinks.id, linkId)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_MESSAGES.linkNotFound);
  return row;
}

export function createProductLink(
  ctx: ServiceContext,
  input: ProductLinkCreate,
): Promise<AdminProductLink> {
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'productLink.create',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await lockProductList(tx, orgId);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productLinks.position}), -1)` })
        .from(productLinks)
        .where(eq(productLinks.orgId, orgId));
      const [row] = await tx
        .insert(productLinks)
        .values({
          orgId,
          name: input.name,
          link: input.link,
          show: input.show ?? true,
          position: Number(last?.position ?? -1) + 1,
        })
        .returning();
      return adminProductLink(row!);
    },
    audit: (link) => ({
      action: 'productLink.created',
      entityType: 'product_link',
      entityId: link.id,
      after: { name: link.name, link: link.link, show: link.show },
    }),
  });
}

export function updateProductLink(
  ctx: ServiceContext,
  linkId: string,
  patch: ProductLinkPatch,
): Promise<AdminProductLink> {
  const { orgId } = ctx.viewer;
  const keys = (['name', 'link', 'show'] as const).filter((key) => patch[key] !== undefined);
  return mutate(ctx, {
    action: 'productLink.edit',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await findLink(tx, orgId, linkId);
      const [row] = await tx
        .update(productLinks)
        .set(patch)
        .where(and(eq(productLinks.orgId, orgId), eq(productLinks.id, linkId)))
        .returning();
      return { before, after: adminProductLink(row!) };
    },
    audit: ({ before, after }) => ({
      action: 'productLink.updated',
      entityType: 'product_link',
      entityId: linkId,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    }),
  }).then(({ after }) => after);
}

export async function deleteProductLink(ctx: ServiceContext, linkId: string): Promise<void> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'productLink.delete',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await findLink(tx, orgId, linkId);
      await tx
        .delete(productLinks)
        .where(and(eq(productLinks.orgId, orgId), eq(productLinks.id, linkId)));
      return before;
    },
    audit: (before) => ({
      action: 'productLink.deleted',
      entityType: 'product_link',
      entityId: linkId,
      before: { name: before.name, link: before.link, show: before.show },
    }),
  });
}

export function reorderProductLinks(
  ctx: ServiceContext,
  ids: readonly string[],
): Promise<AdminProductLink[]> {
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'productLink.reorder',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await lockProductList(tx, orgId);
      const before = (await loadAdminProductLinks(tx, orgId)).map((link) => link.id);
      if (!sameMembers(before, ids)) {
        const message = PRODUCT_MESSAGES.linkOrderIncomplete;
        throw new DomainError('validation_failed', message, [{ path: 'ids', message }]);
      }
      for (const [position, id] of ids.entries()) {
        await tx
          .update(productLinks)
          .set({ position })
          .where(and(eq(productLinks.orgId, orgId), eq(productLinks.id, id)));
      }
      return { before, links: await loadAdminProductLinks(tx, orgId) };
    },
    audit: ({ before }) => ({
      action: 'productLink.reordered',
      entityType: 'product_link',
      entityId: null,
      before: { ids: before },
      after: { ids },
    }),
  }).then((result) => result.links);
}
