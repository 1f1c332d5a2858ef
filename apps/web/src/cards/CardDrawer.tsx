import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Tooltip.css';
import { Drawer } from '@mantine/core';
import { useCallback } from 'react';
import { itemHref, type PortalLocation } from '@candor/domain/portal/portalLinks';
import type { CardView } from '@candor/domain/portal/portalView';
import { HiddenMark } from '../ui/HiddenMark.js';
import stack from '../ui/Stack.module.css';
import { ItemDetail, itemElementId } from './ItemDetail.js';
import classes from './CardDrawer.module.css';

interface CardDrawerProps {
  card: CardView;
  itemUid: string | null;
  /** Opened by the card menu's Edit: start in edit mode (staff with the card's edit ability). */
  startInEdit?: boolean;
  opened: boolean;
  location: PortalLocation;
  onSelectItem: (itemUid: string) => void;
  onClose: () => void;
  /** Called once the closing transition has ended, so the drawer can unmount. */
  onClosed: () => void;
}

/**
 * The expanded card: every item of the card, in full, in a drawer from the right. Mantine's
 * Drawer is a labelled dialog that traps focus, closes on Escape and returns focus on close.
 */
export default function CardDrawer({
  card,
  itemUid,
  opened,
  location,
  onSelectItem,
  onClose,
  onClosed,
}: CardDrawerProps) {
  const scrollToSelected = useCallback(() => {
    if (!itemUid) return;
    document.getElementById(itemElementId(itemUid))?.scrollIntoView({ block: 'start' });
  }, [itemUid]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(640px, 100vw)"
      title={
        <span className={classes.title}>
          {card.title}
          {card.hidden ? <HiddenMark what="card" /> : null}
        </span>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      returnFocus={false}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
      // Mantine draws the drawer's head as a <header>: inside a dialog it is no page banner.
      attributes={{ header: { role: 'none' } }}
      onEnterTransitionEnd={scrollToSelected}
      onExitTransitionEnd={onClosed}
    >
      {card.displayText ? <p className={classes.intro}>{card.displayText}</p> : null}
      {card.items.length > 0 ? (
        <ol className={stack.stack} aria-label={`${card.title} items`}>
          {card.items.map((item) => (
            <ItemDetail
              key={item.uid}
              item={item}
              selected={item.uid === itemUid}
              link={new URL(itemHref(location, item), window.location.origin).href}
              onSelect={() => onSelectItem(item.uid)}
            />
          ))}
        </ol>
      ) : (
        <p className={classes.empty}>
          {card.placeholder ?? 'Nothing has been published here yet.'}
        </p>
      )}
    </Drawer>
  );
}
