/**
 * A webhook destination that has failed for a day is disabled by the delivery job
 * (webhooks/deliverWebhook.ts): turned off with the reason in words, audited as the system, and
 * the organisation's staff who manage webhooks (settings:edit or webhooks:manage) get a mail
 * naming it, why, and where to turn it on again. Disabling one already disabled (two workers
 * failing at once) changes nothing and mails no one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { staffUsers, webhookEndpoints } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import type { WebhookEndpointRow } from '../../webhooks/deliverWebhook.js';
import { destinationName } from '../../webhooks/destinationName.js';
import { mutate } from '../mutate.js';
import { systemContext } from '../serviceContext.js';

export const WEBHOOKS_SETTINGS_PATH = '/admin/settings/webhooks';

class AlreadyDisabled extends Error {}

/** The staff who manage the organisation's webhooks. */
async function webhookManagers(tx: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      sql`${staffUsers.orgId} = ${orgId} and (${staffUsers.scopes} @> '["settings:edit"]'::jsonb or ${staffUsers.scopes} @> '["webhooks:manage"]'::jsonb)`,
    );
  return rows.map((row) => row.email);
}

/** True when this call disabled it. */
export async function disableFailingDestination(
  db: Db,
  endpoint: WebhookEndpointRow,
  reason: string,
  baseUrl: string,
): Promise<boolean> {
  try {
    await mutate(systemContext(db, endpoint.orgId, 'webhook-delivery'), {
      revision: 'none',
      async run(tx) {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            enabled: false,
            disabledAt: sql`now()`,
            disabledReason: reason,
            updatedAt: sql`now()`,
          })
          .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
          .returning();
        if (!row) throw new AlreadyDisabled();
        const data = {
          kindLabel: row.kind === 'slack' ? 'Slack channel' : 'webhook endpoint',
          destination: destinationName(row),
          reason,
          failingSince: (row.failingSince ?? row.disabledAt ?? new Date()).toISOString(),
          settingsUrl: new URL(WEBHOOKS_SETTINGS_PATH, baseUrl).href,
        };
        for (const to of await webhookManagers(tx, row.orgId)) {
          await enqueueMail(tx, {
            orgId: row.orgId,
            to,
            template: 'webhookDisabled',
            data,
            baseUrl,
            idempotencyKey: `webhook-disabled:${row.id}:${row.disabledAt!.toISOString()}:${to}`,
          });
        }
        return row;
      },
      audit: (row) => ({
        action: 'webhook.disabled',
        entityType: 'webhook_endpoint',
        entityId: row.id,
        before: { enabled: true },
        after: { hostname: destinationName(row), enabled: false, disabledReason: reason },
      }),
    });
  } catch (error) {
    if (error instanceof AlreadyDisabled) return false;
    throw error;
  }
  notifyJobsQueued();
  return true;
}
