/**
 * Saves a product's section order (PATCH /api/trust-center/products/{productId}). The body was
 * checked by the domain schema (every section once, combined or separate); the plan must
 * include section customisation, checked after the scope so staff without it learn nothing more.
 */
import {
  assertOrderingAllowed,
  effectiveSectionOrder,
  ORDERING_MESSAGES,
  type SectionId,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { readEffectiveFeatures } from './orgFeatures.js';
import { lockProduct } from './lockProduct.js';

export interface SavedSectionOrder {
  sections: SectionId[];
  message: string;
}

export function saveSectionOrder(
  ctx: ServiceContext,
  input: { productId: string; sections: SectionId[] },
): Promise<SavedSectionOrder> {
  const { orgId, actor } = ctx.viewer;
  const { productId, sections } = input;
  return mutate(ctx, {
    action: 'portal.reorderSections',
    subject: {},
    revision: { productId },
    async run(tx) {
      const features = await readEffectiveFeatures(tx, orgId);
      assertOrderingAllowed(actor, 'portal.reorderSections', { orgId, features });
      const product = await lockProduct(tx, orgId, productId);
      await tx
        .update(products)
        .set({ sectionOrder: sections, updatedAt: sql`now()` })
        .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
      return { before: effectiveSectionOrder(product.sectionOrder) };
    },
    audit: ({ before }) => ({
      action: 'product.sectionsReordered',
      entityType: 'product',
      entityId: productId,
      before: { sections: before },
      after: { sections },
    }),
  }).then(() => ({ sections, message: ORDERING_MESSAGES.sectionsUpdated }));
}
