import type { ReactNode } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import { companyInitials } from '@candor/domain/companies/company';
import type { CardView, ItemView } from '@candor/domain/portal/portalView';
import { ITEM_TAGS } from '@candor/domain/items/item.rules';
import { OpenCardButton } from '../cards/OpenCardButton.js';
import clickable from '../ui/ClickableTile.module.css';
import { HiddenMark } from '../ui/HiddenMark.js';
import { ClockIcon, LockIcon, ShieldCheckIcon } from '../ui/icons.js';
import { Tag } from '../ui/Tag.js';
import classes from './LogoGrid.module.css';
import { logoRowStyles } from './logoRows.js';

/**
 * A card's items as logo tiles: certifications, or the companies of 'Trusted by'. Staff
 * controls for a tile (remove) come from `itemAction`, beside the tile, never inside its button.
 */
export function LogoGrid({
  card,
  itemAction,
}: {
  card: CardView;
  itemAction?: ((item: ItemView) => ReactNode) | undefined;
}) {
  const rows = logoRowStyles(card.items.length);
  return (
    <ul className={classes.grid}>
      {card.items.map((item, index) => (
        <LogoTile
          key={item.uid}
          rowStyle={rows[index]!}
          item={item}
          cardKind={card.kind}
          expandable={card.expandable}
          action={itemAction?.(item)}
        />
      ))}
    </ul>
  );
}

/**
 * A certification or company: its 56x56 logo and name; a button when its card expands. A
 * certification still being worked towards says 'In Progress' under its name and its tile is
 * dashed, so it never reads as achieved.
 */
function LogoTile({
  item,
  rowStyle,
  cardKind,
  expandable,
  action,
}: {
  item: ItemView;
  rowStyle: Record<string, number>;
  cardKind: CardKind;
  expandable: boolean;
  action?: ReactNode;
}) {
  const inProgress = item.enabledState === 'WorkInProgress';
  const content = (
    <>
      {item.logoUrl ? (
        <img
          className={classes.logo}
          src={item.logoDataUrl ?? item.logoUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : cardKind === 'TrustedBy' ? (
        <span className={`${classes.fallback} ${classes.initials}`} aria-hidden="true">
          {companyInitials(item.title)}
        </span>
      ) : (
        <span className={classes.fallback}>
          <ShieldCheckIcon size={28} />
        </span>
      )}
      <span className={classes.name}>{item.title}</span>
      {inProgress ? (
        <Tag tone="warning">
          <ClockIcon size={12} />
          {ITEM_TAGS.inProgress}
        </Tag>
      ) : null}
      {item.restricted || item.hidden ? (
        <span className={classes.marks}>
          {item.restricted ? <LockIcon size={14} label="Restricted" /> : null}
          {item.hidden ? <HiddenMark what="item" /> : null}
        </span>
      ) : null}
    </>
  );
  return (
    <li
      data-item-uid={item.uid}
      data-in-progress={inProgress || undefined}
      className={classes.item}
      style={rowStyle}
    >
      {expandable ? (
        <OpenCardButton
          kind={cardKind}
          itemUid={item.uid}
          source="item"
          className={`${classes.tile} ${clickable.tile}`}
        >
          {content}
        </OpenCardButton>
      ) : (
        <div className={classes.tile}>{content}</div>
      )}
      {action ? <span className={classes.action}>{action}</span> : null}
    </li>
  );
}
