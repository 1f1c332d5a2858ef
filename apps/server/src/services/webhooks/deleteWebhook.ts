/** Settings → Webhooks, "Delete": the destination and its delivery log go; queued deliveries find nothing to send. */
import { WEBHOOK_MESSAGES } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { auditedDestination, loadDestination, mutateWebhooks } from './webhookDestinations.js';

export async function deleteWebhook(ctx: ServiceContext, id: string): Promise<{ message: string }> {
  const { orgId } = ctx.viewer;
  await mutateWebhooks(
    ctx,
    async (tx) => {
      const row = await loadDestination(tx, orgId, id);
      await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
      return row;
    },
    (row) => ({
      action: 'webhook.deleted',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: auditedDestination(row),
    }),
  );
  return { message: WEBHOOK_MESSAGES.deleted };
}
