import type { TopicsPage } from '@candor/domain/portal/portalLists.schema';
import { describe, expect, it } from 'vitest';
import { buildPortalView } from '../testing/portalFixture.js';
import { listKeys, listSourceOf, nextPageOf } from './portalLists.js';
import { createQueryClient } from './queryClient.js';

describe('the query client of a portal page', () => {
  it('holds the first page of each list from the page data, so it is never fetched again', () => {
    const view = buildPortalView();
    const client = createQueryClient({ kind: 'portal', view });
    const source = listSourceOf(view);
    const updatesSection = view.sections.find((s) => s.id === 'trust_center_updates');
    if (updatesSection?.id !== 'trust_center_updates') throw new Error('fixture lacks the lists');

    const updates = client.getQueryData<TopicsPage>(listKeys.updates(source, 1));
    expect(updates?.items).toEqual(updatesSection.topics);
    // More topics than the first page: the pager has a next page to fetch.
    expect(nextPageOf(updates!)).toBe(2);
    // Primed data counts as fresh: mounting the list does not fetch it.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: listKeys.updates(source, 1) })
        ?.isStale(),
    ).toBe(false);
  });

  it('keeps lists of different products and portals apart', () => {
    const view = buildPortalView();
    const other = { ...listSourceOf(view), productSlug: 'other' };
    const client = createQueryClient({ kind: 'portal', view });
    expect(client.getQueryData(listKeys.updates(other, 1))).toBeUndefined();
  });
});
