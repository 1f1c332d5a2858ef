/**
 * Adds a product link (productLink.create): an external site listed in the portal's product
 * dropdown after the products, last. Only http(s) addresses (the domain schema normalises and
 * checks them).
 */
import type { AdminProductLink, ProductLinkCreate } from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import { productLinks } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { adminProductLink, lockProductList } from './loadProducts.js';

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
