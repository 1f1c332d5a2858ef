import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import { portalHome, type PortalLocation } from '@candor/domain/portal/portalLinks';
import { findPortalItem, portalCards } from '@candor/domain/portal/portalSections';
import type { PortalView } from '@candor/domain/portal/portalView';
import { useExpandedCard } from '../api/useExpandedCard.js';
import { readUrlState, replaceUrlState, subscribeUrlState } from '../portal/urlState.js';
import { CardDrawerContext } from './cardDrawerContext.js';
import type { CardDrawerControls, OpenCardOptions } from './cardDrawerContext.js';

// The drawer (Mantine Drawer, focus trap, tooltips) is not part of the first paint.
const loadCardDrawer = () => import('./CardDrawer.js');
const CardDrawer = lazy(loadCardDrawer);

interface DrawerState {
  kind: CardKind;
  itemUid: string | null;
  opened: boolean;
  /** Opened by the card menu's Edit: the drawer starts in edit mode. */
  edit: boolean;
}

/**
 * Owns the expanded card drawer: which card is open and on which item, kept in step with
 * `?itemUid=` by shallow replaces. The server-rendered page never has it open (hydration must
 * match), so an item to open on load (`view.openItemUid`) is opened right after hydration.
 */
export function CardDrawerHost({ view, children }: { view: PortalView; children: ReactNode }) {
  const cards = useMemo(
    () => new Map(Array.from(portalCards(view.sections), (card) => [card.kind, card])),
    [view.sections],
  );
  const [state, setState] = useState<DrawerState | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const location: PortalLocation = useMemo(
    () => ({
      basePath: view.basePath,
      productSlug: view.product.isDefault ? null : view.product.slug,
    }),
    [view.basePath, view.product.isDefault, view.product.slug],
  );

  // The drawer mounts lazily, already open, so Mantine cannot see what had focus before it:
  // the host remembers the opener and gives focus back on close.
  const openerRef = useRef<HTMLElement | null>(null);

  const openCard = useCallback((kind: CardKind, target: string | null | OpenCardOptions = null) => {
    const options = typeof target === 'object' && target !== null ? target : { itemUid: target };
    const itemUid = options.itemUid ?? null;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setState({ kind, itemUid, opened: true, edit: options.edit === true });
    // An item opened by name (`itemName`) is from then on in the address by its uid.
    replaceUrlState({ itemUid, itemName: null });
  }, []);

  const selectItem = useCallback((itemUid: string) => {
    setState((current) => current && { ...current, itemUid });
    replaceUrlState({ itemUid, itemName: null });
  }, []);

  const close = useCallback(() => {
    setState((current) => current && { ...current, opened: false });
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) window.setTimeout(() => opener.focus(), 0);
    // A shared item link (/{org}/item/{slug}) falls back to the portal's own address.
    const home = portalHome(location);
    const onSharedLink = window.location.pathname !== home;
    replaceUrlState(
      onSharedLink
        ? { itemUid: null, itemName: null, product: location.productSlug }
        : { itemUid: null, itemName: null },
      onSharedLink ? home : undefined,
    );
  }, [location]);

  const controls: CardDrawerControls = useMemo(
    () => ({
      openCard,
      canOpen: (kind: CardKind) => cards.get(kind)?.expandable ?? false,
      preload: () => void loadCardDrawer(),
    }),
    [openCard, cards],
  );

  useEffect(() => {
    const openItem = (itemUid: string | null) => {
      if (!itemUid || stateRef.current?.itemUid === itemUid) return;
      const found = findPortalItem(view.sections, { uid: itemUid });
      if (found) setState({ kind: found.card.kind, itemUid, opened: true, edit: false });
    };
    openItem(view.openItemUid ?? readUrlState().itemUid);
    return subscribeUrlState((url) => openItem(url.itemUid));
  }, [view.sections, view.openItemUid]);

  // A grid card's tile items are all the page holds: the drawer waits for the rest.
  const { card, ready } = useExpandedCard(state ? cards.get(state.kind) : undefined);

  return (
    <CardDrawerContext value={controls}>
      {children}
      {state && card && ready ? (
        <Suspense fallback={null}>
          <CardDrawer
            card={card}
            itemUid={state.itemUid}
            startInEdit={state.edit}
            opened={state.opened}
            location={location}
            onSelectItem={selectItem}
            onClose={close}
            onClosed={() => setState((current) => (current?.opened ? current : null))}
          />
        </Suspense>
      ) : null}
    </CardDrawerContext>
  );
}
