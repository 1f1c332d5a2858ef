/**
 * The `update.published` event (issue 28): an update becomes public when it is posted in a
 * shown topic, or when its hidden topic is shown. The address is the topic's public page, as the
 * update mail links to it (`?tcuUid=`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { organizations, updates, updateTopics } from '../../db/schema/index.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { portalUrlOfOrg } from '../access/accessLinks.js';

export async function emitUpdatesPublished(
  tx: Tx,
  orgId: string,
  updateIds: string[],
  baseUrl: string,
): Promise<void> {
  if (updateIds.length === 0) return;
  const rows = await tx
    .select({
      id: updates.id,
      topicId: updateTopics.id,
      subject: updateTopics.subject,
      slug: organizations.slug,
      customDomain: organizations.customDomain,
    })
    .from(updates)
    .innerJoin(
      updateTopics,
      and(eq(updateTopics.orgId, updates.orgId), eq(updateTopics.id, updates.topicId)),
    )
    .innerJoin(organizations, eq(organizations.id, updates.orgId))
    .where(and(eq(updates.orgId, orgId), inArray(updates.id, updateIds)));
  const publishedAt = new Date().toISOString();
  for (const row of rows) {
    const url = `${portalUrlOfOrg(baseUrl, row)}?tcuUid=${row.topicId}`;
    await emitEvent(tx, orgId, 'update.published', {
      updateId: row.id,
      title: row.subject,
      url,
      publishedAt,
    });
  }
}
