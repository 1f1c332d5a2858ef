/**
 * Writing an update's rows, shared by the composer's use cases: its products (the organisation's
 * own), a new update (mailed once when its topic is published and it has the e-mail channel:
 * queueUpdateMail's key), and what the audit row records of it.
 */
import { DomainError, UPDATE_MESSAGES, type UpdateValues } from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { products, updateProducts, updates } from '../../db/schema/index.js';
import { countRecipients } from './updateRecipients.js';
import { queueUpdateMail } from './updateMailQueue.js';

const noRecipients = () =>
  new DomainError('validation_failed', UPDATE_MESSAGES.noRecipients, [
    { path: 'channels', message: UPDATE_MESSAGES.noRecipients },
  ]);

/** Chosen products must be the organisation's own. */
export async function checkProducts(
  tx: DbOrTx,
  orgId: string,
  values: Pick<UpdateValues, 'allProducts' | 'productIds'>,
): Promise<string[]> {
  if (values.allProducts) return [];
  const ids = [...new Set(values.productIds)];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, ids)));
  if (found.length !== ids.length) {
    throw new DomainError('validation_failed', UPDATE_MESSAGES.productsRequired, [
      { path: 'productIds', message: UPDATE_MESSAGES.productsRequired },
    ]);
  }
  return ids;
}

export async function writeProducts(tx: Tx, orgId: string, updateId: string, productIds: string[]) {
  await tx.delete(updateProducts).where(eq(updateProducts.updateId, updateId));
  if (productIds.length > 0) {
    await tx
      .insert(updateProducts)
      .values(productIds.map((productId) => ({ orgId, updateId, productId })));
  }
}

export async function insertUpdate(
  tx: Tx,
  orgId: string,
  topicId: string,
  values: UpdateValues,
  published: boolean,
) {
  const productIds = await checkProducts(tx, orgId, values);
  if (published && values.channels.email) {
    const reach = { audience: values.audience, allProducts: values.allProducts, productIds };
    if ((await countRecipients(tx, orgId, reach)) === 0) throw noRecipients();
  }
  const [row] = await tx
    .insert(updates)
    .values({
      orgId,
      topicId,
      message: values.message,
      spAudience: values.audience,
      isGlobalProduct: values.allProducts,
      channels: values.channels,
    })
    .returning();
  await writeProducts(tx, orgId, row!.id, productIds);
  const mailed = published && values.channels.email;
  if (mailed) await queueUpdateMail(tx, orgId, row!.id);
  return { update: row!, mailed };
}

export const updateAudit = (values: UpdateValues) => ({
  message: values.message,
  audience: values.audience,
  allProducts: values.allProducts,
  productIds: values.productIds,
  channels: values.channels,
});
