/**
 * The composer (visitor-portal.md §5 'Update creation'): topics and the updates inside them.
 * Each change goes through mutate (statuspage:edit, one transaction, audit row, revision bump).
 * A topic is published when it is not hidden: the updates of a published topic with the e-mail
 * channel are mailed once (queueUpdateMail's key); editing an update never mails again.
 */
import {
  DomainError,
  notFound,
  UPDATE_MESSAGES,
  type TopicValues,
  type UpdateValues,
} from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, updateProducts, updates, updateTopics } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { countRecipients } from './updateRecipients.js';
import { queueUpdateMail } from './updateMailQueue.js';

export interface Saved {
  id: string;
  message: string;
}

const noRecipients = () =>
  new DomainError('validation_failed', UPDATE_MESSAGES.noRecipients, [
    { path: 'channels', message: UPDATE_MESSAGES.noRecipients },
  ]);

async function lockTopic(tx: Tx, orgId: string, topicId: string) {
  const [topic] = await tx
    .select()
    .from(updateTopics)
    .where(and(eq(updateTopics.orgId, orgId), eq(updateTopics.id, topicId)))
    .for('update');
  if (!topic) throw notFound(UPDATE_MESSAGES.topicNotFound);
  return topic;
}

/** Chosen products must be the organisation's own. */
async function checkProducts(tx: Tx, orgId: string, values: UpdateValues): Promise<string[]> {
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

async function writeProducts(tx: Tx, orgId: string, updateId: string, productIds: string[]) {
  await tx.delete(updateProducts).where(eq(updateProducts.updateId, updateId));
  if (productIds.length > 0) {
    await tx
      .insert(updateProducts)
      .values(productIds.map((productId) => ({ orgId, updateId, productId })));
  }
}

async function insertUpdate(
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

const updateAudit = (values: UpdateValues) => ({
  message: values.message,
  audience: values.audience,
  allProducts: values.allProducts,
  productIds: values.productIds,
  channels: values.channels,
});

export async function createTopic(
  ctx: ServiceContext,
  input: { topic: TopicValues; update: UpdateValues },
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  const result = await mutate(ctx, {
    action: 'topic.create',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const [topic] = await tx
        .insert(updateTopics)
        .values({ orgId, ...input.topic })
        .returning();
      const first = await insertUpdate(tx, orgId, topic!.id, input.update, !topic!.hidden);
      return { topic: topic!, ...first };
    },
    audit: ({ topic, update }) => ({
      action: 'topic.created',
      entityType: 'update_topic',
      entityId: topic.id,
      after: { ...input.topic, update: { id: update.id, ...updateAudit(input.update) } },
    }),
  });
  if (result.mailed) notifyJobsQueued();
  return { id: result.topic.id, message: UPDATE_MESSAGES.topicCreated };
}

export async function editTopic(
  ctx: ServiceContext,
  topicId: string,
  values: TopicValues,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  const result = await mutate(ctx, {
    action: 'topic.update',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await lockTopic(tx, orgId, topicId);
      await tx.update(updateTopics).set(values).where(eq(updateTopics.id, topicId));
      let mailed = false;
      if (before.hidden && !values.hidden) {
        // Publishing a draft mails its e-mail updates (each at most once, ever).
        const topicUpdates = await tx
          .select({ id: updates.id, channels: updates.channels })
          .from(updates)
          .where(and(eq(updates.orgId, orgId), eq(updates.topicId, topicId)));
        for (const update of topicUpdates.filter((u) => u.channels.email)) {
          if ((await queueUpdateMail(tx, orgId, update.id)) !== null) mailed = true;
        }
      }
      return { before, mailed };
    },
    audit: ({ before }) => ({
      action: 'topic.updated',
      entityType: 'update_topic',
      entityId: topicId,
      before: {
        subject: before.subject,
        category: before.category,
        hidden: before.hidden,
        isPinned: before.isPinned,
      },
      after: values,
    }),
  });
  if (result.mailed) notifyJobsQueued();
  return { id: topicId, message: UPDATE_MESSAGES.topicUpdated };
}

export async function deleteTopic(ctx: ServiceContext, topicId: string): Promise<Saved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'topic.delete',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await lockTopic(tx, orgId, topicId);
      await tx.delete(updateTopics).where(eq(updateTopics.id, topicId));
      return before;
    },
    audit: (before) => ({
      action: 'topic.deleted',
      entityType: 'update_topic',
      entityId: topicId,
      before: { subject: before.subject, category: before.category },
    }),
  });
  return { id: topicId, message: UPDATE_MESSAGES.topicDeleted };
}

export async function createUpdate(
  ctx: ServiceContext,
  topicId: string,
  values: UpdateValues,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  const result = await mutate(ctx, {
    action: 'update.create',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const topic = await lockTopic(tx, orgId, topicId);
      return insertUpdate(tx, orgId, topicId, values, !topic.hidden);
    },
    audit: ({ update }) => ({
      action: 'update.created',
      entityType: 'update',
      entityId: update.id,
      after: { topicId, ...updateAudit(values) },
    }),
  });
  if (result.mailed) notifyJobsQueued();
  return { id: result.update.id, message: UPDATE_MESSAGES.updateCreated };
}

async function lockUpdate(tx: Tx, orgId: string, updateId: string) {
  const [row] = await tx
    .select()
    .from(updates)
    .where(and(eq(updates.orgId, orgId), eq(updates.id, updateId)))
    .for('update');
  if (!row) throw notFound(UPDATE_MESSAGES.updateNotFound);
  return row;
}

/** Changes what the update says and where it shows; mail already sent (or not) stays so. */
export async function editUpdate(
  ctx: ServiceContext,
  updateId: string,
  values: UpdateValues,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'update.update',
    subject: {},
    revision: 'organisation',
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

export async function deleteUpdate(ctx: ServiceContext, updateId: string): Promise<Saved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'update.delete',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await lockUpdate(tx, orgId, updateId);
      await tx.delete(updates).where(eq(updates.id, updateId));
      return before;
    },
    audit: (before) => ({
      action: 'update.deleted',
      entityType: 'update',
      entityId: updateId,
      before: { topicId: before.topicId, message: before.message },
    }),
  });
  return { id: updateId, message: UPDATE_MESSAGES.updateDeleted };
}
