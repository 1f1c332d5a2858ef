/** Edits a product link's name, address or visibility (productLink.edit). */
import type { AdminProductLink, ProductLinkPatch } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { productLinks } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { adminProductLink, findProductLink } from './loadProducts.js';

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
      const before = await findProductLink(tx, orgId, linkId);
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
