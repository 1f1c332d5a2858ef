/** Settings → Webhooks: the organisation's destinations with their status, never a secret. */
import { assertAuthorized, WEBHOOK_DESTINATION_LIMIT, type WebhookList } from '@candor/domain';
import { asc, eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { destinationView } from './webhookDestinations.js';

export async function listWebhooks(ctx: ServiceContext): Promise<WebhookList> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'webhooks.manage', { orgId });
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.orgId, orgId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  const now = new Date();
  return {
    destinations: rows.map((row) => destinationView(row, now)),
    limit: WEBHOOK_DESTINATION_LIMIT,
  };
}
