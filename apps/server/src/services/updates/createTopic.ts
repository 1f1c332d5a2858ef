/**
 * Creates a topic with its first update (topic.create). A topic that is not hidden is published:
 * its update is mailed when it has the e-mail channel.
 */
import { UPDATE_MESSAGES, type TopicValues, type UpdateValues } from '@candor/domain';
import { updateTopics } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import type { ServiceContext } from '../serviceContext.js';
import { composerChange, type Saved } from './composerChange.js';
import { emitUpdatesPublished } from './updatePublishedEvent.js';
import { insertUpdate, updateAudit } from './updateRows.js';

export async function createTopic(
  ctx: ServiceContext,
  input: { topic: TopicValues; update: UpdateValues },
  baseUrl: string,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  const result = await composerChange(ctx, 'topic.create', {
    async run(tx) {
      const [topic] = await tx
        .insert(updateTopics)
        .values({ orgId, ...input.topic })
        .returning();
      const first = await insertUpdate(tx, orgId, topic!.id, input.update, !topic!.hidden);
      if (!topic!.hidden) await emitUpdatesPublished(tx, orgId, [first.update.id], baseUrl);
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
