import type { CardView } from '@candor/domain/portal/portalView';
import { LIMITS } from '@candor/domain/cards/constants';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { ItemRow } from '../cards/ItemRow.js';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';
import panel from '../ui/Panel.module.css';
import { PanelHeader } from './PanelHeader.js';
import classes from './OverviewPanel.module.css';

/** The Overview card: the organisation's introduction and its first items. */
export function OverviewPanel({ card, titleId }: { card: CardView; titleId: string }) {
  const { openCard } = useCardDrawer();
  const shown = card.items.slice(0, LIMITS.cardItemsShown);
  return (
    <div className={`${panel.panel} ${classes.overview}`} data-card-kind={card.kind}>
      <PanelHeader titleId={titleId} title={card.title} card={card} />
      {card.displayText ? <p className={classes.text}>{card.displayText}</p> : null}
      {shown.length > 0 ? (
        <ul className={classes.items}>
          {shown.map((item) => (
            <ItemRow key={item.uid} item={item} cardKind={card.kind} expandable={card.expandable} />
          ))}
        </ul>
      ) : null}
      {card.expandable && card.items.length > shown.length ? (
        <ViewMoreButton onClick={() => openCard(card.kind)} describedBy={titleId} />
      ) : null}
    </div>
  );
}
