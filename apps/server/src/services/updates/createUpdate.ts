/**
 * Adds an update to a topic (update.create); in a published topic it is mailed when it has the
 * e-mail channel.
 */
import { UPDATE_MESSAGES, type UpdateValues } from '@candor/domain';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import type { ServiceContext } from '../serviceContext.js';
import { composerChange, lockTopic, type Saved } from './composerChange.js';
import { emitUpdatesPublished } from './updatePublishedEvent.js';
import { insertUpdate, updateAudit } from './updateRows.js';

export async function createUpdate(
  ctx: ServiceContext,
  topicId: string,
  values: UpdateValues,
  baseUrl: string,
): Promise<Saved> {
  const { orgId } = ctx.viewer;
  const result = await composerChange(ctx, 'update.create', {
    async run(tx) {
      const topic = await lockTopic(tx, orgId, topicId);
      const inserted = await insertUpdate(tx, orgId, topicId, values, !topic.hidden);
      if (!topic.hidden) await emitUpdatesPublished(tx, orgId, [inserted.update.id], baseUrl);
      return inserted;
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
