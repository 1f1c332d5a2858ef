/**
 * Settings → Webhooks, "Edit": the URL (checked again), description, events and whether it is
 * enabled. Turning a disabled destination back on clears why it was disabled and its failing
 * streak, so it starts afresh.
 */
import {
  DomainError,
  SLACK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type webhookUpdateBodySchema,
  type WebhookDestinationView,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookEndpoints } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  auditedDestination,
  checkDestinationUrl,
  destinationView,
  loadDestination,
  mutateWebhooks,
  type WebhookDeps,
} from './webhookDestinations.js';

export async function updateWebhook(
  ctx: ServiceContext,
  id: string,
  body: z.output<typeof webhookUpdateBodySchema>,
  deps: WebhookDeps,
): Promise<{ destination: WebhookDestinationView; message: string }> {
  const { orgId } = ctx.viewer;
  if (body.url !== undefined) await checkDestinationUrl(body.url, deps);
  const { after } = await mutateWebhooks(
    ctx,
    async (tx) => {
      const row = await loadDestination(tx, orgId, id);
      if (
        row.kind === 'slack' &&
        body.eventTypes?.some((type) => !SLACK_EVENT_TYPES.some((allowed) => allowed === type))
      ) {
        const message = WEBHOOK_MESSAGES.slackEvents;
        throw new DomainError('validation_failed', message, [{ path: 'eventTypes', message }]);
      }
      const reenabled = body.enabled === true && !row.enabled;
      const [updated] = await tx
        .update(webhookEndpoints)
        .set({
          ...(body.url === undefined ? {} : { url: body.url }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.eventTypes === undefined ? {} : { eventTypes: [...body.eventTypes] }),
          ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
          ...(reenabled ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)))
        .returning();
      return { before: row, after: updated! };
    },
    (result) => ({
      action: 'webhook.updated',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: auditedDestination(result.before),
      after: auditedDestination(result.after),
    }),
  );
  return { destination: destinationView(after), message: WEBHOOK_MESSAGES.updated };
}
