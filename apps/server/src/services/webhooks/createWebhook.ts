/**
 * Settings → Webhooks, "Add endpoint" / "Add Slack channel": a webhook endpoint gets a new signing
 * secret, sealed at rest and shown in this answer only; a Slack channel has none (its URL is the
 * secret). At most WEBHOOK_DESTINATION_LIMIT per organisation.
 */
import { randomUUID } from 'node:crypto';
import {
  assertAuthorized,
  DomainError,
  WEBHOOK_DESTINATION_LIMIT,
  WEBHOOK_MESSAGES,
  type webhookCreateBodySchema,
  type WebhookAnswer,
} from '@candor/domain';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookEndpoints } from '../../db/schema/index.js';
import { newWebhookSecret } from '../../http/standardWebhooks.js';
import { sealWebhookSecret } from '../../webhooks/webhookSecrets.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  auditedDestination,
  checkDestinationUrl,
  destinationView,
  mutateWebhooks,
  type WebhookDeps,
} from './webhookDestinations.js';

export async function createWebhook(
  ctx: ServiceContext,
  body: z.output<typeof webhookCreateBodySchema>,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'webhooks.manage', { orgId });
  await checkDestinationUrl(body.url, deps);
  const id = randomUUID();
  const secret = body.kind === 'webhook' ? newWebhookSecret() : null;
  const row = await mutateWebhooks(
    ctx,
    async (tx) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.orgId, orgId));
      if ((existing?.n ?? 0) >= WEBHOOK_DESTINATION_LIMIT) {
        throw new DomainError('conflict', WEBHOOK_MESSAGES.limitReached);
      }
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({
          id,
          orgId,
          kind: body.kind,
          url: body.url,
          description: body.description,
          eventTypes: [...body.eventTypes],
          secretSealed: secret && sealWebhookSecret(deps.sealer, id, secret),
        })
        .returning();
      return created!;
    },
    (created) => ({
      action: 'webhook.created',
      entityType: 'webhook_endpoint',
      entityId: created.id,
      after: auditedDestination(created),
    }),
  );
  return { destination: destinationView(row), secret, message: WEBHOOK_MESSAGES.created };
}
