/** Deletes a topic with its updates (topic.delete). */
import { UPDATE_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { updateTopics } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { composerChange, lockTopic, type Saved } from './composerChange.js';

export async function deleteTopic(ctx: ServiceContext, topicId: string): Promise<Saved> {
  const { orgId } = ctx.viewer;
  await composerChange(ctx, 'topic.delete', {
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
