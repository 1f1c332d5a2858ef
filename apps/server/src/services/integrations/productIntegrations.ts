/**
 * A product's integrations with their last fetched data (one query), and which integration slot an
 * item shows: items carry `integrations: {slot: 'bug_bounty' | 'status_page'}` (staff-content.md
 * §3 "Item": integrations), and the product's connection of that kind fills it.
 */
import {
  INTEGRATION_PROVIDERS,
  isIntegrationSlot,
  type IntegrationKind,
  type IntegrationSlot,
  type IntegrationState,
} from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { integrationData, integrations } from '../../db/schema/index.js';

export interface ProductIntegration {
  id: string;
  productId: string;
  slot: IntegrationSlot;
  state: IntegrationState;
  config: { link?: string; handle?: string; base?: string; showInCard?: boolean };
  payload: Record<string, unknown> | null;
  fetchedAt: Date | null;
  stale: boolean;
  error: string | null;
}

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

/** The slot an item shows, from its `integrations` field. */
export function itemSlot(item: {
  integrations: Record<string, unknown> | null;
}): IntegrationSlot | null {
  const slot = item.integrations?.slot;
  return isIntegrationSlot(slot) ? slot : null;
}
