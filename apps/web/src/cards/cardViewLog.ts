/**
 * visitor-portal.md §4, 'collapsing logs the duration': when an expanded card closes, the
 * browser tells the portal which card was open, on which item, and for how long (a first-party
 * analytics event, `POST {portal}/api/events/card-view`).
 */
import type { CardKind } from '@candor/domain/cards/constants';
import type { CardOpenSource, CardViewEvent } from '@candor/domain/portal/cardViewEvent';
import { cardViewEventPath } from '@candor/domain/portal/portalLists';

export interface CardViewSource {
  basePath: string;
  productSlug: string;
}

export function logCardView(source: CardViewSource, event: CardViewEvent): void {
  const url = `${cardViewEventPath(source.basePath)}?${new URLSearchParams({ product: source.productSlug }).toString()}`;
  // keepalive: a close that navigates away still sends it; nothing waits for the answer.
  void fetch(url, {
    method: 'POST',
    body: JSON.stringify(event),
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}

/** The card open now, what opened it and since when (`performance.now()`), until it closes. */
export interface OpenCardView {
  kind: CardKind;
  itemUid: string | null;
  source: CardOpenSource;
  since: number;
}
