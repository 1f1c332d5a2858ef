/** What the analytics page derives from the API's answers: chart rows, tiles, filter options. */
import { ANALYTICS_EVENT_KINDS, type AnalyticsEventKind } from '@candor/domain';
import {
  ANALYTICS_KIND_LABELS,
  type AnalyticsEventView,
  type AnalyticsSummary,
} from '@candor/domain/analytics/analytics.schema';

/** Colours of the kinds in the charts (Mantine theme colours). */
export const KIND_COLORS: Record<AnalyticsEventKind, string> = {
  portal_view: 'indigo.6',
  document_view: 'teal.6',
  document_download: 'orange.6',
  access_request: 'grape.6',
  nda_acceptance: 'gray.6',
  card_view: 'cyan.6',
  search: 'yellow.6',
  search_item_selected: 'lime.6',
  search_query_entered: 'pink.6',
  search_items_viewed: 'violet.6',
};

/** The daily series as chart rows: one per day, a column per kind, labelled by its name. */
export function dailyChartRows(summary: AnalyticsSummary): Record<string, string | number>[] {
  return summary.daily.map(({ day, counts }) => {
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const kind of ANALYTICS_EVENT_KINDS) row[ANALYTICS_KIND_LABELS[kind]] = counts[kind];
    return row;
  });
}

export const dailyChartSeries = ANALYTICS_EVENT_KINDS.map((kind) => ({
  name: ANALYTICS_KIND_LABELS[kind],
  color: KIND_COLORS[kind],
}));

/** Top documents as bar chart rows (long names shortened; the table carries them whole). */
export function topDocumentRows(summary: AnalyticsSummary): Record<string, string | number>[] {
  return summary.topDocuments.map((doc) => ({
    document: doc.name.length > 28 ? `${doc.name.slice(0, 27)}…` : doc.name,
    Views: doc.views,
    Downloads: doc.downloads,
  }));
}

export const hasActivity = (summary: AnalyticsSummary): boolean =>
  Object.values(summary.totals).some((count) => count > 0);

/** Who did it, as the table shows it: the member's e-mail and account, or an anonymous visitor. */
export function whoOf(event: Pick<AnalyticsEventView, 'accountName' | 'memberEmail'>): {
  account: string;
  member: string;
} {
  return {
    account: event.accountName ?? 'Anonymous visitor',
    member: event.memberEmail ?? '—',
  };
}

/** Options of the table's document and account filters: the period's top ones, and the chosen one. */
export function filterOptions(
  summary: AnalyticsSummary | undefined,
  chosen: { fileId: string | null; accountId: string | null },
  names: { fileName?: string | null; accountName?: string | null } = {},
): { documents: { value: string; label: string }[]; accounts: { value: string; label: string }[] } {
  const documents = (summary?.topDocuments ?? []).map((d) => ({ value: d.fileId, label: d.name }));
  const accounts = (summary?.topAccounts ?? []).map((a) => ({ value: a.accountId, label: a.name }));
  if (chosen.fileId && !documents.some((d) => d.value === chosen.fileId)) {
    documents.push({ value: chosen.fileId, label: names.fileName ?? 'Chosen document' });
  }
  if (chosen.accountId && !accounts.some((a) => a.value === chosen.accountId)) {
    accounts.push({ value: chosen.accountId, label: names.accountName ?? 'Chosen account' });
  }
  return { documents, accounts };
}
