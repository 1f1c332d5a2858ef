/**
 * 'Trusted by' companies are the items of the product's TrustedBy card: adding one creates a
 * public item naming the company (the card too, when the product has none); removing one deletes
 * that item. The same company twice is refused.
 */
import { DomainError, notFound, TRUSTED_BY_MESSAGES, type CompanyInput } from '@candor/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { ensureCard } from '../catalogueItems/ensureCard.js';
import { resolveCompany } from '../companies/resolveCompany.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function addTrustedByCompany(
  ctx: ServiceContext,
  productId: string,
  input: CompanyInput,
): Promise<{ itemUid: string; message: string }> {
  const { orgId } = ctx.viewer;
  const company = resolveCompany(input);
  const item = await mutate(ctx, {
    action: 'trustedBy.add',
    subject: {},
    revision: { productId },
    async run(tx) {
      const card = await ensureCard(tx, orgId, productId, 'TrustedBy');
      const existing = await tx
        .select({ title: items.title, company: items.company })
        .from(items)
        .where(and(eq(items.orgId, orgId), eq(items.cardId, card.id)))
        .for('update');
      const duplicate = existing.some(
        (row) =>
          sameName(row.title, company.name) ||
          (company.companyId != null && row.company?.companyId === company.companyId),
      );
      if (duplicate) throw new DomainError('conflict', TRUSTED_BY_MESSAGES.duplicate);
      const [created] = await tx
        .insert(items)
        .values({
          orgId,
          productId,
          cardId: card.id,
          kind: 'TrustedBy',
          uid: randomUUID(),
          title: company.name,
          company,
          publicAccess: true,
        })
        .returning({ id: items.id, uid: items.uid });
      return created!;
    },
    audit: (created) => ({
      action: 'trusted_by.added',
      entityType: 'item',
      entityId: created.id,
      after: { company },
    }),
  });
  return { itemUid: item.uid, message: TRUSTED_BY_MESSAGES.added };
}

export async function removeTrustedByCompany(
  ctx: ServiceContext,
  productId: string,
  itemUid: string,
): Promise<{ itemUid: string; message: string }> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'trustedBy.remove',
    subject: {},
    revision: { productId },
    async run(tx) {
      const [removed] = await tx
        .delete(items)
        .where(
          and(
            eq(items.orgId, orgId),
            eq(items.productId, productId),
            eq(items.kind, 'TrustedBy'),
            eq(items.uid, itemUid),
          ),
        )
        .returning({ id: items.id, title: items.title, company: items.company });
      if (!removed) throw notFound('Company not found');
      return removed;
    },
    audit: (removed) => ({
      action: 'trusted_by.removed',
      entityType: 'item',
      entityId: removed.id,
      before: { title: removed.title, company: removed.company },
    }),
  });
  return { itemUid, message: TRUSTED_BY_MESSAGES.removed };
}
