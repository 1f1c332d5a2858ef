import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Tooltip.css';
import { Button, Drawer, Group } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { canAddCustomItem } from '@candor/domain/items/itemFields';
import { itemHref, type PortalLocation } from '@candor/domain/portal/portalLinks';
import { DRAWER_TRANSITION_MS } from '@candor/domain/portal/portalUi';
import type { CardView } from '@candor/domain/portal/portalView';
import type { CardChoice } from '../staff/itemMenu/ItemMenu.js';
import { HiddenMark } from '../ui/HiddenMark.js';
import stack from '../ui/Stack.module.css';
import { ItemDetail, itemElementId } from './ItemDetail.js';
import classes from './CardDrawer.module.css';

// Staff editing is loaded only when a staff member uses it, never for visitors.
const CardEditForm = lazy(() => import('../staff/cardEdit/CardEditForm.js'));
const ItemMenu = lazy(() => import('../staff/itemMenu/ItemMenu.js'));
const AddCustomItemDialog = lazy(() => import('../staff/cardEdit/AddCustomItemDialog.js'));
const DiscardChangesDialog = lazy(() =>
  import('../staff/cardEdit/DiscardChangesDialog.js').then((module) => ({
    default: module.DiscardChangesDialog,
  })),
);

interface CardDrawerProps {
  card: CardView;
  itemUid: string | null;
  /** Opened by the card menu's Edit: start in edit mode (staff with the card's edit ability). */
  startInEdit?: boolean;
  opened: boolean;
  /** Open at once, without the slide-in (over the server's drawing of the same card). */
  instant?: boolean;
  location: PortalLocation;
  /** The product's cards, the destinations an item may move to. */
  cardChoices: CardChoice[];
  onSelectItem: (itemUid: string) => void;
  onClose: () => void;
  /** Called once the drawer is on screen. */
  onShown?: () => void;
  /** Called when the drawer enters or leaves edit mode (the address records it). */
  onEditChange?: (edit: boolean) => void;
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
  startInEdit = false,
  opened,
  instant = false,
  location,
  cardChoices,
  onSelectItem,
  onClose,
  onShown,
  onEditChange,
  onClosed,
}: CardDrawerProps) {
  useEffect(() => {
    onShown?.();
    // Once, when the drawer first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const canEdit = card.abilities.edit;
  const [mode, setMode] = useState<'view' | 'edit'>(startInEdit && canEdit ? 'edit' : 'view');
  useEffect(() => onEditChange?.(mode === 'edit'), [mode, onEditChange]);
  const [confirm, setConfirm] = useState<'close' | 'cancel' | null>(null);
  const [adding, setAdding] = useState(false);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const leaveEdit = useCallback(() => {
    dirty.current = false;
    setMode('view');
  }, []);
  // Closing (Escape, the close button, the overlay) with unsaved edits asks first.
  const requestClose = () => {
    if (mode === 'edit' && dirty.current) setConfirm('close');
    else onClose();
  };
  const discard = () => {
    const reason = confirm;
    setConfirm(null);
    leaveEdit();
    if (reason === 'close') onClose();
  };

  // Opened on an item (a shared item link, an item's row): that item is brought to the top of
  // the drawer, where its mark (`data-selected`) shows it. The drawer mounts already open, after
  // its lazy chunk, so there is no enter transition to wait for: the item is looked for over the
  // next frames, as the drawer's portal renders. Choosing an item inside the drawer scrolls nothing.
  useEffect(() => {
    const uid = itemUid;
    if (!opened || !uid) return;
    let frames = 0;
    let frame = requestAnimationFrame(function scrollToItem() {
      const element = document.getElementById(itemElementId(uid));
      if (element) element.scrollIntoView({ block: 'start' });
      else if (++frames < 30) frame = requestAnimationFrame(scrollToItem);
    });
    return () => cancelAnimationFrame(frame);
    // On opening only: an item chosen in the open drawer is where the visitor already is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  return (
    <Drawer
      opened={opened}
      onClose={requestClose}
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
      // staff-content.md §9: 'Expand animation: 500 ms in, 600 ms out'.
      transitionProps={
        instant
          ? { duration: 0 }
          : { duration: DRAWER_TRANSITION_MS.in, exitDuration: DRAWER_TRANSITION_MS.out }
      }
      onExitTransitionEnd={onClosed}
    >
      {card.displayText ? <p className={classes.intro}>{card.displayText}</p> : null}
      {mode === 'edit' ? (
        <Suspense fallback={<p className={classes.loading}>Loading the editor…</p>}>
          <CardEditForm
            card={card}
            canRename={card.abilities.rename}
            onSaved={leaveEdit}
            onCancel={(isDirty) => (isDirty ? setConfirm('cancel') : leaveEdit())}
            onDirtyChange={onDirtyChange}
          />
        </Suspense>
      ) : null}
      {mode === 'view' && canEdit ? (
        <Group className={classes.toolbar} gap="sm">
          <Button onClick={() => setMode('edit')} data-card-edit={card.kind}>
            Edit
          </Button>
          {canAddCustomItem(card.kind) ? (
            <Button variant="light" onClick={() => setAdding(true)}>
              Add custom item
            </Button>
          ) : null}
        </Group>
      ) : null}
      {mode === 'edit' ? null : card.items.length > 0 ? (
        <ol className={stack.stack} aria-label={`${card.title} items`}>
          {card.items.map((item) => (
            <ItemDetail
              key={item.uid}
              item={item}
              selected={item.uid === itemUid}
              link={new URL(itemHref(location, item), window.location.origin).href}
              onSelect={() => onSelectItem(item.uid)}
              actions={
                item.abilities.move || item.abilities.customUrl || item.abilities.delete ? (
                  <Suspense fallback={null}>
                    <ItemMenu item={item} cards={cardChoices} />
                  </Suspense>
                ) : null
              }
            />
          ))}
        </ol>
      ) : (
        <p className={classes.empty}>
          {card.placeholder ?? 'Nothing has been published here yet.'}
        </p>
      )}
      <Suspense fallback={null}>
        {adding ? <AddCustomItemDialog card={card} onClose={() => setAdding(false)} /> : null}
        {confirm ? (
          <DiscardChangesDialog opened onKeep={() => setConfirm(null)} onDiscard={discard} />
        ) : null}
      </Suspense>
    </Drawer>
  );
}
