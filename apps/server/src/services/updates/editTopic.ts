/**
 * Edits a topic (topic.update): subject, category, pinned, hidden. Publishing a draft (showing a
 * hidden topic) mails its e-mail updates, each at most once, ever.
 */
import { UPDATE_MESSAGES, type TopicValues } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { updates, updateTopics } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import type { ServiceContext } from '../serviceContext.js';
import { composerChange, lockTopic, type Saved } from './composerChange.js';
import { queueUpdateMail } from './updateMailQueue.js';
import { emitUpdatesPublished } from './updatePublishedEvent.js';

export async function editTopic(
  ctx: ServiceContext,
  topicId: string,
  values: TopicValues,
  baseUrl: string,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  const result = await composerChange(ctx, 'topic.update', {
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
        const published = topicUpdates.map((u) => u.id);
        await emitUpdatesPublished(tx, orgId, published, baseUrl);
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
