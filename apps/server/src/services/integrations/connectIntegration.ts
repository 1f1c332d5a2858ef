/**
 * Staff connect, change and disconnect an item's integration (staff-content.md §4 "Integration
 * connect flow", §5, §6, §8): the link is checked with the spec's rule, the provider is asked
 * once through the SSRF guard (outside any transaction), and only a good answer is stored,
 * together with the first data. The drawer's Connect only checks (checkConnection); the card's
 * Save stores it in its transaction (storeConnection). connectIntegration and
 * disconnectIntegration are the stored-write API for other callers. A refused link, a provider
 * that does not know it, or one that answers garbage stores nothing.
 */
import {
  assertAuthorized,
  displayHost,
  DomainError,
  hackerOneHandle,
  INTEGRATION_MESSAGES,
  INTEGRATION_PROVIDERS,
  itemSlot,
  statusPageBase,
  type BugBountyData,
  type IntegrationSlot,
  type StatusPageData,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  fetchBugBounty,
  fetchStatusPage,
  ProviderError,
  type ProviderClientOptions,
} from '../../integrations/providerClients.js';
import type { Tx } from '../../db/client.js';
import { withCause } from '../../http/fetchFailure.js';
import { integrationData, integrations } from '../../db/schema/index.js';
import { requireOrgFeature } from '../installation/orgFeatures.js';
import { findItem } from '../items/findItem.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface ConnectionResult {
  slot: IntegrationSlot;
  state: 'connected' | 'disconnected';
  link: string | null;
  showInCard: boolean;
  data: BugBountyData | StatusPageData | null;
  fetchedAt: string | null;
  message: string;
}

const bad = (message: string, path = 'link') =>
  new DomainError('validation_failed', message, [{ path, message }]);

/** The item and its slot, after the policy and the plan (nothing fetched before both pass). */
export async function checkedItem(ctx: ServiceContext, productId: string, itemUid: string) {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'item.edit', { orgId });
  await requireOrgFeature(ctx.db, orgId, 'integrations');
  const item = await findItem(ctx.db, { orgId, productId, uid: itemUid });
  const slot = itemSlot(item);
  if (!slot) throw new DomainError('bad_request', 'This item has no integration');
  return { item, slot };
}

/** Asks the provider; maps its failures to §8's connect messages. */
async function firstFetch(
  slot: IntegrationSlot,
  link: string,
  options: ProviderClientOptions,
): Promise<{ config: Record<string, unknown>; data: BugBountyData | StatusPageData }> {
  if (slot === 'bug_bounty') {
    const handle = hackerOneHandle(link, options.hackeroneUrl);
    if (!handle) {
      throw bad(INTEGRATION_MESSAGES.hackeroneLink(displayHost(options.hackeroneUrl)));
    }
    try {
      const data = await fetchBugBounty(handle, options);
      return { config: { link: `${options.hackeroneUrl}/${handle}`, handle }, data };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'not_found') {
        throw bad(withCause(INTEGRATION_MESSAGES.hackeroneNotFound, error.message));
      }
      // §8: other errors are reported and treated as unknown; the cause is said beside.
      throw bad(withCause(INTEGRATION_MESSAGES.hackeroneUnknown, error.message));
    }
  }
  // http only matters with an allowlist; the guard then decides what it may reach.
  const base = statusPageBase(link, options.allow.length > 0);
  if (!base) throw bad(INTEGRATION_MESSAGES.statuspageInvalid);
  try {
    const data = await fetchStatusPage(base, options);
    return { config: { link: base, base }, data };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw bad(withCause(INTEGRATION_MESSAGES.statuspageInvalid, error.message));
  }
}

async function upsertConnection(
  tx: Tx,
  at: { orgId: string; productId: string; slot: IntegrationSlot },
  config: Record<string, unknown>,
  data: Record<string, unknown>,
): Promise<{ id: string; before: Record<string, unknown> | null }> {
  const provider = INTEGRATION_PROVIDERS[at.slot];
  const [existing] = await tx
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.orgId, at.orgId),
        eq(integrations.productId, at.productId),
        eq(integrations.kind, at.slot),
        eq(integrations.provider, provider),
      ),
    )
    .limit(1);
  const [row] = await tx
    .insert(integrations)
    .values({
      orgId: at.orgId,
      productId: at.productId,
      kind: at.slot,
      provider,
      config,
      state: 'connected',
      connectedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [integrations.productId, integrations.kind, integrations.provider],
      set: { config, state: 'connected', connectedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning({ id: integrations.id });
  const id = row!.id;
  await tx
    .insert(integrationData)
    .values({ integrationId: id, orgId: at.orgId, payload: data, fetchedAt: sql`now()` })
    .onConflictDoUpdate({
      target: integrationData.integrationId,
      set: {
        payload: data,
        fetchedAt: sql`now()`,
        stale: false,
        error: null,
        updatedAt: sql`now()`,
      },
    });
  return { id, before: existing ? existing.config : null };
}

export interface CheckedConnection {
  slot: IntegrationSlot;
  config: Record<string, unknown>;
  data: BugBountyData | StatusPageData;
}

/**
 * Connect's check (§4 "Connecting makes the form dirty"): the policy, the plan, the link rule and
 * the provider's first answer; nothing stored. The card's Save stores it with storeConnection.
 */
export async function checkConnection(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  input: { productId: string; itemUid: string; link: string; showInCard?: boolean },
): Promise<CheckedConnection> {
  const { slot } = await checkedItem(ctx, input.productId, input.itemUid);
  const fetched = await firstFetch(slot, input.link, options);
  const showInCard = slot === 'status_page' ? (input.showInCard ?? true) : false;
  const config = slot === 'status_page' ? { ...fetched.config, showInCard } : fetched.config;
  return { slot, config, data: fetched.data };
}

/** The checked connection as the answer staff see (what Save will connect). */
export function connectionResult(checked: CheckedConnection, message: string): ConnectionResult {
  const { slot, config, data } = checked;
  return {
    slot,
    state: 'connected',
    link: typeof config.link === 'string' ? config.link : null,
    showInCard: config.showInCard === true,
    data,
    fetchedAt: new Date().toISOString(),
    message,
  };
}

/**
 * Stores a checked connection, or removes the item's one (null), inside the caller's
 * transaction. Answers the connection's config before, for the audit row.
 */
export async function storeConnection(
  tx: Tx,
  at: { orgId: string; productId: string; slot: IntegrationSlot },
  checked: CheckedConnection | null,
): Promise<{ id: string | null; before: Record<string, unknown> | null }> {
  if (checked) return upsertConnection(tx, at, checked.config, { ...checked.data });
  const row = await findConnection(tx, at.orgId, at.productId, at.slot);
  if (row) await tx.delete(integrations).where(eq(integrations.id, row.id));
  return { id: row?.id ?? null, before: row?.config ?? null };
}

/** The stored-write connect (API callers): check, then store at once, audited. */
export async function connectIntegration(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  input: { productId: string; itemUid: string; link: string; showInCard?: boolean },
): Promise<ConnectionResult> {
  const { orgId } = ctx.viewer;
  const { productId } = input;
  const checked = await checkConnection(ctx, options, input);
  await mutate(ctx, {
    action: 'item.edit',
    subject: {},
    revision: { productId },
    run: (tx) => storeConnection(tx, { orgId, productId, slot: checked.slot }, checked),
    audit: ({ id, before }) => ({
      action: 'integration.connected',
      entityType: 'integration',
      entityId: id,
      before,
      after: checked.config,
    }),
  });
  return connectionResult(checked, INTEGRATION_MESSAGES.connected);
}

async function findConnection(tx: Tx, orgId: string, productId: string, slot: IntegrationSlot) {
  const [row] = await tx
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.orgId, orgId),
        eq(integrations.productId, productId),
        eq(integrations.kind, slot),
        eq(integrations.provider, INTEGRATION_PROVIDERS[slot]),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function disconnectIntegration(
  ctx: ServiceContext,
  input: { productId: string; itemUid: string },
): Promise<{ slot: IntegrationSlot; state: 'disconnected'; message: string }> {
  const { orgId } = ctx.viewer;
  const { productId } = input;
  const { slot } = await checkedItem(ctx, productId, input.itemUid);
  await mutate(ctx, {
    action: 'item.edit',
    subject: {},
    revision: { productId },
    run: (tx) => storeConnection(tx, { orgId, productId, slot }, null),
    audit: ({ id, before }) => ({
      action: 'integration.disconnected',
      entityType: 'integration',
      entityId: id,
      before,
      after: null,
    }),
  });
  return { slot, state: 'disconnected', message: INTEGRATION_MESSAGES.disconnected };
}

/** 'show in card' of a connected status page. */
export async function setShowInCard(
  ctx: ServiceContext,
  input: { productId: string; itemUid: string; showInCard: boolean },
): Promise<{ showInCard: boolean; message: string }> {
  const { orgId } = ctx.viewer;
  const { productId, showInCard } = input;
  const { slot } = await checkedItem(ctx, productId, input.itemUid);
  if (slot !== 'status_page') throw new DomainError('bad_request', 'Only a status page has this');
  await mutate(ctx, {
    action: 'item.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      const row = await findConnection(tx, orgId, productId, slot);
      if (!row) throw new DomainError('conflict', 'Connect the status page first');
      const config = { ...row.config, showInCard };
      await tx
        .update(integrations)
        .set({ config, updatedAt: sql`now()` })
        .where(eq(integrations.id, row.id));
      return { id: row.id, before: row.config, after: config };
    },
    audit: ({ id, before, after }) => ({
      action: 'integration.changed',
      entityType: 'integration',
      entityId: id,
      before,
      after,
    }),
  });
  return { showInCard, message: showInCard ? 'Shown in card' : 'Shown only in the item' };
}
