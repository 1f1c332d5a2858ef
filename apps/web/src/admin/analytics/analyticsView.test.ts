import type { AnalyticsSummary } from '@candor/domain/analytics/analytics.schema';
import { describe, expect, it } from 'vitest';
import { analyticsCsvUrl } from './analyticsApi.js';
import {
  dailyChartRows,
  filterOptions,
  hasActivity,
  topDocumentRows,
  whoOf,
} from './analyticsView.js';

const zero = {
  portal_view: 0,
  document_view: 0,
  document_download: 0,
  access_request: 0,
  nda_acceptance: 0,
  card_view: 0,
  search: 0,
  search_item_selected: 0,
  search_query_entered: 0,
  search_items_viewed: 0,
};

const summary: AnalyticsSummary = {
  from: '2026-03-01',
  to: '2026-03-02',
  products: [],
  totals: { ...zero, document_download: 3 },
  daily: [
    { day: '2026-03-01', counts: { ...zero, document_download: 1 } },
    { day: '2026-03-02', counts: { ...zero, document_download: 2 } },
  ],
  topDocuments: [
    {
      fileId: 'f1',
      name: 'SOC 2 Type II report for the year 2025.pdf',
      views: 0,
      downloads: 3,
      accounts: 1,
    },
  ],
  topAccounts: [
    { accountId: 'a1', name: 'Globex', events: 3, lastActivityAt: '2026-03-02T10:00:00Z' },
  ],
  topSearches: [],
  noResultSearches: [],
};

describe('the analytics page', () => {
  it('charts a row per day with a column per kind, labelled', () => {
    expect(dailyChartRows(summary)[1]).toEqual({
      day: '03-02',
      'Portal views': 0,
      'Document views': 0,
      'Document downloads': 2,
      'Access requests': 0,
      'NDA acceptances': 0,
      'Cards read': 0,
      Searches: 0,
      'Search results opened': 0,
      'Search queries entered': 0,
      'Search results seen': 0,
    });
    expect(topDocumentRows(summary)).toEqual([
      { document: 'SOC 2 Type II report for th…', Views: 0, Downloads: 3 },
    ]);
  });

  it('shows the empty state only when nothing happened', () => {
    expect(hasActivity(summary)).toBe(true);
    expect(hasActivity({ ...summary, totals: zero })).toBe(false);
  });

  it('names anonymous visitors as such', () => {
    expect(whoOf({ accountName: null, memberEmail: null })).toEqual({
      account: 'Anonymous visitor',
      member: '—',
    });
    expect(whoOf({ accountName: 'Globex', memberEmail: 'gina@globex.example' })).toEqual({
      account: 'Globex',
      member: 'gina@globex.example',
    });
  });

  it('keeps a chosen document or account in the filters even when not among the top ones', () => {
    const options = filterOptions(
      summary,
      { fileId: 'f9', accountId: 'a1' },
      { fileName: 'DPA.pdf' },
    );
    expect(options.documents.map((d) => d.label)).toEqual([
      'SOC 2 Type II report for the year 2025.pdf',
      'DPA.pdf',
    ]);
    expect(options.accounts).toEqual([{ value: 'a1', label: 'Globex' }]);
  });

  it('exports the CSV of exactly the filters shown', () => {
    expect(
      analyticsCsvUrl(
        { from: '2026-03-01', to: '2026-03-30', productId: null },
        { kind: 'document_download', accountId: null, fileId: 'f1' },
      ),
    ).toBe(
      '/api/analytics/events.csv?from=2026-03-01&to=2026-03-30&kind=document_download&fileId=f1',
    );
  });
});
