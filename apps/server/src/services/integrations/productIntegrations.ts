/**
 * A product's integrations with their last fetched data (one query). Items carry
 * `integrations: {slot: 'bug_bounty' | 'status_page'}` (staff-content.md §3 "Item":
 * integrations; `itemSlot` in @candor/domain), and the product's connection of that kind fills it.
 */
import { INTEGRATION_PROVIDERS, isIntegrationSlot, type IntegrationKind } from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { integrationData, integrations } from '../../db/schema/index.js';
import type { ProductIntegration } from '../../presenters/portal/portalContent.js';

const SLOT_KINDS: IntegrationKind[] = ['bug_bounty', 'status_page'];

export async function loadProductIntegrations(
  db: DbOrTx,
  orgId: string,
  productId: string,
): Promise<ProductIntegration[]> {
  const rows = await db
    .select({ integration: integrations, data: integrationData })
    .from(integrations)
    .leftJoin(integrationData, eq(integrationData.integrationId, integrations.id))
    .where(
      and(
        eq(integrations.orgId, orgId),
        eq(integrations.productId, productId),
        inArray(integrations.kind, SLOT_KINDS),
      ),
    );
  return rows.flatMap(({ integration, data }) => {
    const slot = integration.kind;
    if (!isIntegrationSlot(slot) || integration.provider !== INTEGRATION_PROVIDERS[slot]) return [];
    return [
      {
        id: integration.id,
        productId: integration.productId,
        slot,
        state: integration.state,
        config: integration.config,
        payload: data?.payload ?? null,
        fetchedAt: data?.fetchedAt ?? null,
        stale: data?.stale ?? false,
        error: data?.error ?? null,
      },
    ];
  });
}
