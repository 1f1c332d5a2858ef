/** Puts the product links in the order given (productLink.reorder): every link, once. */
import { DomainError, PRODUCT_MESSAGES, type AdminProductLink } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { productLinks } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { loadAdminProductLinks, lockProductList } from './loadProducts.js';
import { sameMembers } from './sameMembers.js';

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
