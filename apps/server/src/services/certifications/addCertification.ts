/**
 * 'Add certification': an item of the product's Certifications card for a framework of the
 * catalogue, shown with the framework's badge (its logoKey). Each framework once per card.
 */
import {
  CERTIFICATION_MESSAGES,
  certificationFramework,
  DomainError,
  type CertificationKey,
} from '@candor/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { ensureCard } from '../catalogueItems/ensureCard.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface AddCertificationValues {
  logoKey: CertificationKey;
  auditor: string | null;
  expiry: string | null;
}

export async function addCertification(
  ctx: ServiceContext,
  productId: string,
  values: AddCertificationValues,
): Promise<{ itemUid: string; message: string }> {
  const { orgId } = ctx.viewer;
  const framework = certificationFramework(values.logoKey)!;
  const item = await mutate(ctx, {
    action: 'certification.add',
    subject: {},
    revision: { productId },
    async run(tx) {
      const card = await ensureCard(tx, orgId, productId, 'Certifications');
      const [existing] = await tx
        .select({ id: items.id })
        .from(items)
        .where(
          and(eq(items.orgId, orgId), eq(items.cardId, card.id), eq(items.logoKey, values.logoKey)),
        )
        .limit(1);
      if (existing) throw new DomainError('conflict', CERTIFICATION_MESSAGES.duplicate);
      const [created] = await tx
        .insert(items)
        .values({
          orgId,
          productId,
          cardId: card.id,
          kind: 'Certifications',
          uid: randomUUID(),
          title: framework.name,
          logoKey: framework.key,
          auditor: values.auditor,
          expiry: values.expiry,
          publicAccess: true,
        })
        .returning({ id: items.id, uid: items.uid });
      return created!;
    },
    audit: (created) => ({
      action: 'certification.added',
      entityType: 'item',
      entityId: created.id,
      after: { logoKey: framework.key, auditor: values.auditor, expiry: values.expiry },
    }),
  });
  return { itemUid: item.uid, message: CERTIFICATION_MESSAGES.added };
}
