import type { CardKind } from '@candor/domain/cards/constants';
import type { CardView, ItemView } from '@candor/domain/portal/portalView';
import { HiddenMark } from '../ui/HiddenMark.js';
import { ItemTags } from '../ui/ItemTags.js';
import { LockIcon } from '../ui/icons.js';
import { ItemTileFigures } from './integrations/IntegrationFigures.js';
import { ItemLogo } from './ItemLogo.js';
import { ItemStatusIcon } from './ItemStatusIcon.js';
import { OpenCardButton } from './OpenCardButton.js';
import classes from './ItemRow.module.css';

/** One item in a card: title, a two-line snippet, tags; opens the card drawer on it. */
interface ItemRowProps {
  item: ItemView;
  cardKind: CardKind;
  expandable: boolean;
}

function ItemRow({ item, cardKind, expandable }: ItemRowProps) {
  const snippet = item.subtitle ?? item.explanation;
  return (
    <li className={classes.row} data-item-uid={item.uid}>
      {item.logoUrl ? (
        <ItemLogo src={item.logoDataUrl ?? item.logoUrl} size={24} />
      ) : (
        <ItemStatusIcon state={item.enabledState} />
      )}
      <div className={classes.main}>
        <div className={classes.titleLine}>
          {expandable ? (
            <OpenCardButton
              kind={cardKind}
              itemUid={item.uid}
              source="item"
              className={classes.button}
            >
              {item.title}
            </OpenCardButton>
          ) : (
            <span className={classes.title}>{item.title}</span>
          )}
          {item.restricted ? (
            <span className={classes.lock}>
              <LockIcon size={14} label="Restricted" />
            </span>
          ) : null}
          {item.hidden ? <HiddenMark what="item" /> : null}
        </div>
        {snippet ? <p className={classes.snippet}>{snippet}</p> : null}
        <ItemTileFigures item={item} />
        <ItemTags tags={item.tags} />
      </div>
    </li>
  );
}

/** Items of `card` as rows, each opening the card's drawer on itself when the card expands. */
export function ItemRows({
  card,
  items,
  className,
}: {
  card: CardView;
  items: ItemView[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <ItemRow key={item.uid} item={item} cardKind={card.kind} expandable={card.expandable} />
      ))}
    </ul>
  );
}
