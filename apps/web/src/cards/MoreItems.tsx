import { createContext, use } from 'react';
import { LIMITS, type CardKind } from '@candor/domain/cards/constants';
import { itemHref } from '@candor/domain/portal/portalLinks';
import type { CardView, ItemView } from '@candor/domain/portal/portalView';
import { KeptHtml } from '../ui/KeptHtml.js';
import { useCardDrawer } from './cardDrawerContext.js';

/**
 * The items the server renders into the HTML but leaves out of the page data (a grid card's
 * items past its tile's), by card kind. Set only in the server's render.
 */
export const HtmlOnlyItemsContext = createContext<Partial<Record<CardKind, ItemView[]>> | null>(
  null,
);

export function moreItemsId(card: CardView): string {
  return `card-${card.kind}-more`;
}

/**
 * A card's items past the first three (or the given count), in the HTML but not shown: crawlers, link previews and
 * readers without JavaScript find every item's title and text in the page, while the card
 * shows three and 'View more' (which opens them all in the drawer). Each title links to the
 * item's own address, which the server renders with the item open.
 */
export function MoreItems({
  card,
  from = LIMITS.cardItemsShown,
  className,
}: {
  card: CardView;
  /** The items the card shows with their text (a logo grid shows none of their texts: 0). */
  from?: number;
  className?: string;
}) {
  const htmlOnly = use(HtmlOnlyItemsContext);
  const { location } = useCardDrawer();
  if (card.itemCount <= from) return null;
  const id = moreItemsId(card);
  const items = card.items.length > from ? card.items.slice(from) : htmlOnly?.[card.kind];
  // The browser has no data for them: it keeps the list the server rendered.
  if (!items) return <KeptHtml key="kept" as="ul" id={id} className={className} hidden />;
  return (
    <ul key="rows" id={id} className={className} hidden>
      {items.map((item) => (
        <li key={item.uid}>
          <a href={itemHref(location, item)}>{item.title}</a>
          {item.subtitle ? <p>{item.subtitle}</p> : null}
          {item.explanation ? <p>{item.explanation}</p> : null}
        </li>
      ))}
    </ul>
  );
}
