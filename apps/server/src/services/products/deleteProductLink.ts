/** Deletes a product link (productLink.delete). */
import { and, eq } from 'drizzle-orm';
import { productLinks } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findProductLink } from './loadProducts.js';

export async function deleteProductLink(ctx: ServiceContext, linkId: string): Promise<void> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'productLink.delete',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await findProductLink(tx, orgId, linkId);
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
