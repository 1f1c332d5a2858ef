/**
 * The live figures of a bug-bounty or status-page item (staff-content.md §3 "Integrations", §4)
 * and, for its editors, the connection to edit. Visitors read the stored data only, never the
 * third party; data from a failed refresh is shown as it was at its last good fetch, marked.
 */
import {
  displayHost,
  INTEGRATION_MESSAGES,
  isFlagOn,
  isStatusIndicator,
  itemSlot,
  statusTone,
  type BugBountyData,
  type IntegrationEditView,
  type IntegrationView,
  type StatusPageData,
} from '@candor/domain';
import type { ItemRow } from '../../db/rows.js';
import { withCause } from '../../http/fetchFailure.js';
import type { ProductIntegration } from './portalContent.js';
import { mayOnPage, type PresentContext } from './presentContext.js';

/** Rows stored before causes were kept hold only a kind ('unreachable'): no cause to say. */
const OLD_KINDS = new Set(['not_found', 'invalid', 'unreachable', 'refused']);
const staleCause = (error: string | null): string | null =>
  error && !OLD_KINDS.has(error) ? error : null;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};

function bugBountyData(payload: Record<string, unknown> | null): BugBountyData | null {
  if (!payload) return null;
  const stats = record(payload.programStatistics);
  const efficiency = record(payload.responseEfficiency);
  return {
    programStatistics: {
      reportsResolved: numberOrNull(stats.reportsResolved),
      lastReportedResolved:
        typeof stats.lastReportedResolved === 'string' ? stats.lastReportedResolved : null,
    },
    responseEfficiency: {
      averageTimeToFirstResponse: numberOrNull(efficiency.averageTimeToFirstResponse),
      averageTimeToTriage: numberOrNull(efficiency.averageTimeToTriage),
      averageBounty: numberOrNull(efficiency.averageBounty),
    },
  };
}

function statusPageData(payload: Record<string, unknown> | null): StatusPageData | null {
  if (!payload || !isStatusIndicator(payload.indicator)) return null;
  const description = typeof payload.description === 'string' ? payload.description : '';
  return { indicator: payload.indicator, description };
}

function visitorView(connection: ProductIntegration): IntegrationView | null {
  const link = connection.config.link ?? '';
  const freshness = {
    link,
    fetchedAt: connection.fetchedAt?.toISOString() ?? null,
    stale: connection.stale,
  };
  if (connection.slot === 'bug_bounty') {
    const data = bugBountyData(connection.payload);
    return data ? { slot: 'bug_bounty', data, ...freshness } : null;
  }
  const data = statusPageData(connection.payload);
  if (!data) return null;
  return {
    slot: 'status_page',
    data,
    // A stale status is not today's: it keeps no colour of its own.
    tone: connection.stale ? null : statusTone(data.indicator),
    showInCard: connection.config.showInCard !== false,
    ...freshness,
  };
}

export function presentIntegration(
  item: ItemRow,
  ctx: PresentContext,
): { integration?: IntegrationView | null; integrationEdit?: IntegrationEditView } {
  const slot = itemSlot(item);
  if (!slot) return {};
  const allowed = isFlagOn(ctx.features, 'integrations');
  const connection = ctx.integrations.find(
    (entry) => entry.slot === slot && entry.state === 'connected',
  );
  const integration = allowed && connection ? visitorView(connection) : null;
  if (!mayOnPage(ctx, 'item.edit')) return { integration };
  const link = connection?.config.link ?? null;
  return {
    integration,
    integrationEdit: {
      slot,
      state: connection ? 'connected' : 'disconnected',
      link,
      showInCard: connection?.config.showInCard !== false,
      locked: !allowed,
      error:
        connection?.stale && link
          ? withCause(
              INTEGRATION_MESSAGES.temporary(displayHost(link)),
              staleCause(connection.error),
            )
          : null,
    },
  };
}
