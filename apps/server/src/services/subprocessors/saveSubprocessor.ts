/**
 * Adds a subprocessor to a product, or edits one (staff-content.md §2 "Subprocessors"). The
 * company is resolved from the catalogue or kept as typed; empty texts are stored as none. Adding
 * or removing one drafts a 'subprocessors' trust update for staff to publish (subprocessorDraft).
 */
import { notFound, SUBPROCESSOR_MESSAGES, type SubprocessorValues } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { subprocessors } from '../../db/schema/index.js';
import { resolveCompany } from '../companies/resolveCompany.js';
import { mutate } from '../mutate.js';
import { draftSubprocessorUpdate } from '../updates/subprocessorDraft.js';
import type { ServiceContext } from '../serviceContext.js';

export interface SubprocessorSaved {
  id: string;
  message: string;
}

export async function createSubprocessor(
  ctx: ServiceContext,
  productId: string,
  values: SubprocessorValues,
): Promise<SubprocessorSaved> {
  const { orgId } = ctx.viewer;
  const company = resolveCompany(values.company);
  const row = await mutate(ctx, {
    action: 'subprocessor.create',
    subject: {},
    // The draft update is organisation-wide (a hidden topic staff see on every product).
    revision: 'organisation',
    async run(tx) {
      const [created] = await tx
        .insert(subprocessors)
        .values({
          orgId,
          productId,
          company,
          purpose: values.purpose,
          location: values.location,
          additionalDetails: values.additionalDetails,
        })
        .returning();
      await draftSubprocessorUpdate(tx, {
        orgId,
        productId,
        change: 'added',
        name: company.name,
        purpose: created!.purpose,
        location: created!.location,
      });
      return created!;
    },
    audit: (created) => ({
      action: 'subprocessor.created',
      entityType: 'subprocessor',
      entityId: created.id,
      after: { company, purpose: created.purpose, location: created.location },
    }),
  });
  return { id: row.id, message: SUBPROCESSOR_MESSAGES.created };
}

export async function updateSubprocessor(
  ctx: ServiceContext,
  productId: string,
  subprocessorId: string,
  values: SubprocessorValues,
): Promise<SubprocessorSaved> {
  const { orgId } = ctx.viewer;
  const company = resolveCompany(values.company);
  await mutate(ctx, {
    action: 'subprocessor.update',
    subject: {},
    revision: { productId },
    async run(tx) {
      const mine = and(
        eq(subprocessors.orgId, orgId),
        eq(subprocessors.productId, productId),
        eq(subprocessors.id, subprocessorId),
      );
      const [before] = await tx.select().from(subprocessors).where(mine).for('update');
      if (!before) throw notFound('Subprocessor not found');
      await tx
        .update(subprocessors)
        .set({
          company,
          purpose: values.purpose,
          location: values.location,
          additionalDetails: values.additionalDetails,
        })
        .where(mine);
      return before;
    },
    audit: (before) => ({
      action: 'subprocessor.updated',
      entityType: 'subprocessor',
      entityId: subprocessorId,
      before: { company: before.company, purpose: before.purpose, location: before.location },
      after: { company, purpose: values.purpose, location: values.location },
    }),
  });
  return { id: subprocessorId, message: SUBPROCESSOR_MESSAGES.updated };
}

export async function deleteSubprocessor(
  ctx: ServiceContext,
  productId: string,
  subprocessorId: string,
): Promise<SubprocessorSaved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'subprocessor.delete',
    subject: {},
    // The draft update is organisation-wide (a hidden topic staff see on every product).
    revision: 'organisation',
    async run(tx) {
      const [removed] = await tx
        .delete(subprocessors)
        .where(
          and(
            eq(subprocessors.orgId, orgId),
            eq(subprocessors.productId, productId),
            eq(subprocessors.id, subprocessorId),
          ),
        )
        .returning();
      if (!removed) throw notFound('Subprocessor not found');
      await draftSubprocessorUpdate(tx, {
        orgId,
        productId,
        change: 'removed',
        name: removed.company.name,
        purpose: removed.purpose,
        location: removed.location,
      });
      return removed;
    },
    audit: (removed) => ({
      action: 'subprocessor.deleted',
      entityType: 'subprocessor',
      entityId: removed.id,
      before: { company: removed.company, purpose: removed.purpose },
    }),
  });
  return { id: subprocessorId, message: SUBPROCESSOR_MESSAGES.deleted };
}
