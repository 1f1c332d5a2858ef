/**
 * A grid card in the page data holds only its tile's items; the expanded card lists them all,
 * fetched once when it first opens and kept for the page's life.
 */
import type { ReactNode } from 'react';
import type { CardView } from '@candor/domain/portal/portalView';
import { useListSource } from './listSourceContext.js';
import { listKeys, portalApi } from './portalLists.js';
import { useLazyQuery } from './queryRuntime.js';

const isPartial = (card: CardView | undefined): card is CardView =>
  card !== undefined && card.items.length < card.itemCount;

/**
 * The card with all its items, and whether it is ready to show: at once when the page data
 * holds them all; otherwise once fetched (or, if fetching failed, with the items it has).
 * `source` fetches them: render it.
 */
export function useExpandedCard(card: CardView | undefined): {
  card: CardView | undefined;
  ready: boolean;
  source: ReactNode;
} {
  const source = useListSource();
  const partial = isPartial(card);
  const kind = card?.kind ?? null;
  const [query, querySource] = useLazyQuery({
    queryKey: listKeys.cardItems(source, kind),
    queryFn: ({ signal }) => {
      if (kind === null) throw new Error('no card to expand');
      return portalApi.cardItems(source, kind, signal);
    },
    enabled: partial,
  });
  if (!partial) return { card, ready: true, source: querySource };
  if (query.data)
    return { card: { ...card, items: query.data.items }, ready: true, source: querySource };
  return { card, ready: query.isError, source: querySource };
}
