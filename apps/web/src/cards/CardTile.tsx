import { expandedCardHref } from '@candor/domain/portal/portalLinks';
import type { CardView } from '@candor/domain/portal/portalView';
import type { CardOpenSource } from '@candor/domain/portal/cardViewEvent';
import bareButton from '../ui/BareButton.module.css';
import { HiddenMark } from '../ui/HiddenMark.js';
import { ExpandIcon } from '../ui/icons.js';
import { useCardDrawer } from './cardDrawerContext.js';
import { CardIcon } from './CardIcon.js';
import { CardActionsMenu } from './CardActionsMenu.js';
import { cardPreview } from './cardPreview.js';
import { ItemRows } from './ItemRow.js';
import { MoreItems } from './MoreItems.js';
import { useCardHidden } from './useCardHidden.js';
import { ViewMoreButton } from './ViewMoreButton.js';
import classes from './CardTile.module.css';

export function cardTitleId(card: CardView): string {
  return `card-${card.kind}-title`;
}

/**
 * A card of the grid: title, display text, its first three items, then 'View more' (a link to
 * the open card, so it works without JavaScript; the rest of the items are in the HTML too).
 * Clicking anywhere on it (its title is a real button) opens the expanded card drawer.
 */
export function CardTile({ card }: { card: CardView }) {
  const { openCard, preload, location } = useCardDrawer();
  // Staff may hide or show the card from its menu; the mark follows at once.
  const [hidden, setHidden] = useCardHidden(card.hidden);
  const titleId = cardTitleId(card);
  const preview = cardPreview(card);
  const open = (source: CardOpenSource) => () => openCard(card.kind, { source });
  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-card-kind={card.kind}
      data-expandable={card.expandable || undefined}
      data-hidden={hidden || undefined}
      onPointerEnter={card.expandable ? preload : undefined}
    >
      <div className={classes.header}>
        <CardIcon kind={card.kind} iconUrl={card.iconUrl} />
        <h3 className={classes.heading} id={titleId}>
          {card.expandable ? (
            <button
              type="button"
              className={`${bareButton.button} ${classes.cardButton}`}
              onClick={open('card')}
              onFocus={preload}
            >
              {card.title}
            </button>
          ) : (
            card.title
          )}
        </h3>
        {hidden ? <HiddenMark what="card" /> : null}
        <span className={classes.staffAction}>
          <CardActionsMenu card={card} hidden={hidden} onHiddenChange={setHidden} />
        </span>
        {card.expandable ? (
          <span className={classes.expandHint}>
            <ExpandIcon size={16} />
          </span>
        ) : null}
      </div>
      {card.displayText ? <p className={classes.displayText}>{card.displayText}</p> : null}
      {preview.items.length > 0 ? (
        <>
          <ItemRows card={card} items={preview.items} className={classes.items} />
          <MoreItems card={card} />
        </>
      ) : (
        <p className={classes.placeholder}>
          {card.placeholder ?? 'Nothing has been published here yet.'}
        </p>
      )}
      {preview.more ? (
        <div className={classes.footer}>
          <ViewMoreButton
            onClick={open('view_more')}
            href={expandedCardHref(location, card.kind)}
            describedBy={titleId}
          />
        </div>
      ) : null}
    </article>
  );
}
