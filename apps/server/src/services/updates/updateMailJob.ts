/**
 * The fan-out of one published update: one mail per recipient, queued in batches on the mail
 * queue (enqueueMailBatch) under the key (update, subscriber). The message is rendered once and
 * each copy gets its own unsubscribe link, in the body and in the RFC 8058 one-click headers.
 * A crash part-way leaves the batches already queued; the retried job skips their keys, so no
 * one is mailed twice and no one is left out.
 */
import { UPDATE_CATEGORY_LABELS } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  organizations,
  portalCustomizations,
  updateProducts,
  updates,
  updateTopics,
} from '../../db/schema/index.js';
import { PermanentJobError, type QueueHandler } from '../../jobs/jobHandlers.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMailBatch, type RenderedMailRow } from '../../mail/enqueueMail.js';
import { loadMailBrand } from '../../mail/mailBrand.js';
import { renderMail } from '../../mail/renderMail.js';
import { renderUpdateMarkdown } from '../../updates/updateMarkdown.js';
import type { SubscriptionTokens } from '../../updates/subscriptionTokens.js';
import { portalUrlOfOrg } from '../access/accessLinks.js';
import { unsubscribeToken } from './subscriptions.js';
import { readersOf } from './updateRecipients.js';
import { updateMailKey } from './updateMailQueue.js';

export interface UpdateMailOptions {
  baseUrl: string;
  tokens: SubscriptionTokens;
  batchSize?: number;
}

/** Stands for each recipient's token in the message rendered once. */
const TOKEN_SLOT = 'CANDOR-UNSUBSCRIBE-TOKEN-SLOT';

async function updateProductIds(db: Db, updateId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: updateProducts.productId })
    .from(updateProducts)
    .where(eq(updateProducts.updateId, updateId));
  return rows.map((row) => row.productId);
}

async function loadUpdate(db: Db, updateId: string) {
  const [row] = await db
    .select({
      update: updates,
      topic: updateTopics,
      orgSlug: organizations.slug,
      customDomain: organizations.customDomain,
      portalTitle: portalCustomizations.portalTitle,
    })
    .from(updates)
    .innerJoin(
      updateTopics,
      and(eq(updateTopics.orgId, updates.orgId), eq(updateTopics.id, updates.topicId)),
    )
    .innerJoin(organizations, eq(organizations.id, updates.orgId))
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, updates.orgId))
    .where(eq(updates.id, updateId));
  return row ?? null;
}

export function updateMailJobHandler(options: UpdateMailOptions): QueueHandler {
  const batchSize = options.batchSize ?? 500;
  return {
    concurrency: 2,
    leaseMs: 10 * 60_000,
    async handle(job, { db }) {
      const { updateId } = job.payload;
      if (typeof updateId !== 'string') throw new PermanentJobError('update job without updateId');
      const found = await loadUpdate(db, updateId);
      // Deleted, unpublished again, or the e-mail channel taken off before the fan-out ran.
      if (!found || found.topic.hidden || !found.update.channels.email) return;
      const { update, topic } = found;
      const orgId = update.orgId;
      const portalUrl = portalUrlOfOrg(options.baseUrl, {
        slug: found.orgSlug,
        customDomain: found.customDomain,
      });
      const portalTitle = found.portalTitle ?? 'Trust Center';
      const brand = await loadMailBrand(db, orgId, options.baseUrl);
      const template = renderMail(
        'trustUpdate',
        {
          portalTitle,
          subject: topic.subject,
          category: UPDATE_CATEGORY_LABELS[topic.category],
          messageHtml: renderUpdateMarkdown(update.message),
          topicUrl: `${portalUrl}?tcuUid=${topic.id}`,
          unsubscribeUrl: `${portalUrl}?unsubscribeToken=${TOKEN_SLOT}`,
        },
        brand,
      );
      const reach = {
        audience: update.spAudience,
        allProducts: update.isGlobalProduct,
        productIds: await updateProductIds(db, update.id),
      };
      let after: string | null = null;
      for (;;) {
        const page = await readersOf(db, orgId, reach, { afterId: after, limit: batchSize });
        const batch = page.recipients;
        const rows: RenderedMailRow[] = batch.map((subscriber) => {
          const token = unsubscribeToken(options.tokens, orgId, subscriber);
          return {
            to: subscriber.email,
            subject: template.subject,
            html: template.html.replaceAll(TOKEN_SLOT, token),
            text: template.text.replaceAll(TOKEN_SLOT, token),
            headers: {
              'List-Unsubscribe': `<${portalUrl}/unsubscribe?token=${token}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
            idempotencyKey: updateMailKey(update.id, subscriber.id),
            secrets: [token],
          };
        });
        if (rows.length > 0) {
          const queued = await db.transaction((tx) => enqueueMailBatch(tx, orgId, rows));
          if (queued > 0) notifyJobsQueued();
        }
        if (page.next === null) break;
        after = page.next;
      }
    },
  };
}
