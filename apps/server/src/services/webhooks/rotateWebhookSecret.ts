/**
 * Settings → Webhooks, "Rotate secret": a new signing secret, shown in this answer only; the
 * previous one keeps signing beside it for WEBHOOK_PREVIOUS_SECRET_HOURS (deliveries carry both
 * signatures), so receivers can switch without losing an event.
 */
import {
  DomainError,
  WEBHOOK_MESSAGES,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  type WebhookAnswer,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index.js';
import { newWebhookSecret } from '../../http/standardWebhooks.js';
import { sealWebhookSecret } from '../../webhooks/webhookSecrets.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  auditedDestination,
  destinationView,
  loadDestination,
  mutateWebhooks,
  type WebhookDeps,
} from './webhookDestinations.js';

export async function rotateWebhookSecret(
  ctx: ServiceContext,
  id: string,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  const { orgId } = ctx.viewer;
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(deps.sealer, id, secret);
  const row = await mutateWebhooks(
    ctx,
    async (tx) => {
      const before = await loadDestination(tx, orgId, id);
      if (before.kind !== 'webhook' || !before.secretSealed) {
        throw new DomainError('conflict', WEBHOOK_MESSAGES.noSecret);
      }
      const expiresAt = new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3_600_000);
      const [updated] = await tx
        .update(webhookEndpoints)
        .set({
          secretSealed: sealed,
          previousSecretSealed: before.secretSealed,
          previousSecretExpiresAt: expiresAt,
          updatedAt: new Date(),
        })
        .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)))
        .returning();
      return updated!;
    },
    (updated) => ({
      action: 'webhook.secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: id,
      after: {
        ...auditedDestination(updated),
        previousSecretExpiresAt: updated.previousSecretExpiresAt?.toISOString() ?? null,
      },
    }),
  );
  return { destination: destinationView(row), secret, message: WEBHOOK_MESSAGES.rotated };
}
