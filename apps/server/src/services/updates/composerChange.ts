/**
 * What every change of the composer (visitor-portal.md §5 'Update creation') shares: its policy
 * action (statuspage:edit or updates:edit), one transaction with its audit row and the
 * organisation's revision bump through `mutate`; the answer (the id and the snack to show); and
 * the topic or update it changes, locked.
 */
import { notFound, UPDATE_MESSAGES, type UpdatePolicyAction } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { updates, updateTopics } from '../../db/schema/index.js';
import { mutate, type Change } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface Saved {
  id: string;
  message: string;
}

type ComposerAction = Extract<UpdatePolicyAction, `topic.${string}` | `update.${string}`>;

export function composerChange<T>(
  ctx: ServiceContext,
  action: ComposerAction,
  change: Pick<Change<T>, 'run' | 'audit'>,
): Promise<T> {
  return mutate(ctx, { action, subject: {}, revision: 'organisation', ...change });
}

export async function lockTopic(tx: Tx, orgId: string, topicId: string) {
  const [topic] = await tx
    .select()
    .from(updateTopics)
    .where(and(eq(updateTopics.orgId, orgId), eq(updateTopics.id, topicId)))
    .for('update');
  if (!topic) throw notFound(UPDATE_MESSAGES.topicNotFound);
  return topic;
}

export async function lockUpdate(tx: Tx, orgId: string, updateId: string) {
  const [row] = await tx
    .select()
    .from(updates)
    .where(and(eq(updates.orgId, orgId), eq(updates.id, updateId)))
    .for('update');
  if (!row) throw notFound(UPDATE_MESSAGES.updateNotFound);
  return row;
}
