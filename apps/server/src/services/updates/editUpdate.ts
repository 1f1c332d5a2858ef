/**
 * Changes what an update says and where it shows (update.update); mail already sent (or not)
 * stays so.
 */
import { UPDATE_MESSAGES, type UpdateValues } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { updates } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { composerChange, lockUpdate, type Saved } from './composerChange.js';
import { checkProducts, updateAudit, writeProducts } from './updateRows.js';

export async function editUpdate(
  ctx: ServiceContext,
  updateId: string,
  values: UpdateValues,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  await composerChange(ctx, 'update.update', {
    async run(tx) {
      const before = await lockUpdate(tx, orgId, updateId);
      const productIds = await checkProducts(tx, orgId, values);
      await tx
        .update(updates)
        .set({
          message: values.message,
          spAudience: values.audience,
          isGlobalProduct: values.allProducts,
          channels: values.channels,
          updatedAt: new Date(),
        })
        .where(eq(updates.id, updateId));
      await writeProducts(tx, orgId, updateId, productIds);
      return before;
    },
    audit: (before) => ({
      action: 'update.updated',
      entityType: 'update',
      entityId: updateId,
      before: {
        message: before.message,
        audience: before.spAudience,
        allProducts: before.isGlobalProduct,
        channels: before.channels,
      },
      after: updateAudit(values),
    }),
  });
  return { id: updateId, message: UPDATE_MESSAGES.updateEdited };
}
