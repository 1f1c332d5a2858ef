import { expandedCardHref } from '@candor/domain/portal/portalLinks';
import type { CardView } from '@candor/domain/portal/portalView';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { cardPreview } from '../cards/cardPreview.js';
import { ItemRows } from '../cards/ItemRow.js';
import { MoreItems } from '../cards/MoreItems.js';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';
import panel from '../ui/Panel.module.css';
import { PanelHeader } from './PanelHeader.js';
import classes from './OverviewPanel.module.css';

/**
 * The Overview card: the organisation's introduction, its first three items, then 'View more',
 * which opens every item in full in the drawer (like any card).
 */
export function OverviewPanel({ card, titleId }: { card: CardView; titleId: string }) {
  const { openCard, location } = useCardDrawer();
  const preview = cardPreview(card);
  return (
    <div className={`${panel.panel} ${classes.overview}`} data-card-kind={card.kind}>
      <PanelHeader titleId={titleId} title={card.title} card={card} />
      {card.displayText ? <p className={classes.text}>{card.displayText}</p> : null}
      {preview.items.length > 0 ? (
        <ItemRows card={card} items={preview.items} className={classes.items} />
      ) : null}
      <MoreItems card={card} />
      {preview.more ? (
        <ViewMoreButton
          onClick={() => openCard(card.kind, { source: 'overview' })}
          href={expandedCardHref(location, card.kind)}
          describedBy={titleId}
        />
      ) : null}
    </div>
  );
}
