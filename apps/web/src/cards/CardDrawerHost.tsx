import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import type { CardOpenSource } from '@candor/domain/portal/cardViewEvent';
import {
  expandedCardOf,
  expandedCardPatch,
  portalHome,
  type PortalLocation,
} from '@candor/domain/portal/portalLinks';
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import { findPortalItem, portalCards } from '@candor/domain/portal/portalSections';
import type { CardView, PortalView } from '@candor/domain/portal/portalView';
import { useExpandedCard } from '../api/useExpandedCard.js';
import {
  isPushedUrlState,
  pushUrlState,
  readUrlState,
  replaceUrlState,
  subscribeHistoryNavigation,
} from '../portal/urlState.js';
import { CardDrawerContext } from './cardDrawerContext.js';
import type { CardDrawerControls, OpenCardOptions } from './cardDrawerContext.js';
import { ServerDrawerSlot } from './serverDrawer.js';
import { logCardView, type OpenCardView } from './cardViewLog.js';

// The drawer (Mantine Drawer, focus trap, tooltips) is not part of the first paint.
const loadCardDrawer = () => import('./CardDrawer.js');
const CardDrawer = lazy(loadCardDrawer);

interface DrawerTarget {
  kind: CardKind;
  itemUid: string | null;
  /** Opened by the card menu's Edit: the drawer starts in edit mode. */
  edit: boolean;
  /** What opened it (the click source of the card view). */
  source: CardOpenSource;
}

interface DrawerState extends DrawerTarget {
  opened: boolean;
  /** Opened by the address the page was served for: shown at once, over the server's drawing. */
  instant: boolean;
}

/** The card an address opens (visitor-portal.md §4), or the card of the item it names. */
function targetOf(cards: Map<CardKind, CardView>, view: PortalView, url: PortalQuery) {
  const expanded = expandedCardOf(url);
  if (expanded) {
    const card = cards.get(expanded.kind);
    if (!card?.expandable) return null;
    const { kind, itemUid, edit } = expanded;
    return { kind, itemUid, edit, source: 'link' } satisfies DrawerTarget;
  }
  const lookup = url.itemUid ? { uid: url.itemUid } : url.itemName ? { name: url.itemName } : null;
  const found = lookup && findPortalItem(view.sections, lookup);
  return found
    ? ({ kind: found.card.kind, itemUid: found.item.uid, edit: false, source: 'link' } as const)
    : null;
}

/**
 * Owns the expanded card drawer. Its state lives in the address (visitor-portal.md §4: show,
 * kind, itemUid, edit, expandedAt): opening a card pushes a history entry, so an open card is a
 * link and Back closes it; choosing another item replaces the entry.
 *
 * When the address opens a card, the server drew that drawer into the HTML (`ServerDrawerSlot`);
 * after hydration the real drawer opens over it at once and the server's drawing goes.
 */
export function CardDrawerHost({ view, children }: { view: PortalView; children: ReactNode }) {
  const cards = useMemo(
    () => new Map(Array.from(portalCards(view.sections), (card) => [card.kind, card])),
    [view.sections],
  );
  const [state, setState] = useState<DrawerState | null>(null);
  // The server's drawing of the card the page opened with, until the real drawer is up.
  const [serverDrawn, setServerDrawn] = useState(view.openCardKind);

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

  const openCard = useCallback((kind: CardKind, options: OpenCardOptions) => {
    const itemUid = options.itemUid ?? null;
    const edit = options.edit === true;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setState({ kind, itemUid, opened: true, edit, instant: false, source: options.source });
    pushUrlState(expandedCardPatch({ kind, itemUid, edit, expandedAt: String(Date.now()) }));
  }, []);

  const selectItem = useCallback((itemUid: string) => {
    setState((current) => current && { ...current, itemUid });
    replaceUrlState({ itemUid, itemName: null });
  }, []);

  // The address follows edit mode, so a reload opens the drawer as it was.
  const editChanged = useCallback((edit: boolean) => {
    if (readUrlState().show) replaceUrlState({ edit });
  }, []);

  const close = useCallback(() => {
    setState((current) => current && { ...current, opened: false });
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) window.setTimeout(() => opener.focus(), 0);
    // Opened on this page: going back is closing. Opened by the address the visitor came with:
    // the address loses the open card, and a shared item link (/{org}/item/{slug}) falls back
    // to the portal's own address.
    if (isPushedUrlState()) {
      window.history.back();
      return;
    }
    const home = portalHome(location);
    const onSharedLink = window.location.pathname !== home;
    replaceUrlState(
      onSharedLink
        ? { ...expandedCardPatch(null), product: location.productSlug }
        : expandedCardPatch(null),
      onSharedLink ? home : undefined,
    );
  }, [location]);

  const controls: CardDrawerControls = useMemo(
    () => ({
      openCard,
      canOpen: (kind: CardKind) => cards.get(kind)?.expandable ?? false,
      preload: () => void loadCardDrawer(),
      location,
    }),
    [openCard, cards, location],
  );

  // On load: the card the address opens. On Back and Forward: the card of the address reached,
  // or none (then the drawer closes).
  const cardsRef = useRef(cards);
  const viewRef = useRef(view);
  useEffect(() => {
    cardsRef.current = cards;
    viewRef.current = view;
  }, [cards, view]);
  useEffect(() => {
    const url = readUrlState();
    const initial: DrawerTarget | null = view.openCardKind
      ? { kind: view.openCardKind, itemUid: view.openItemUid, edit: url.edit, source: 'link' }
      : targetOf(cardsRef.current, viewRef.current, url);
    if (initial) {
      setState({ ...initial, opened: true, instant: view.openCardKind !== null });
      // An item opened by name (`itemName`) is named by its uid from then on.
      if (url.itemName && initial.itemUid)
        replaceUrlState({ itemUid: initial.itemUid, itemName: null });
    }
    return subscribeHistoryNavigation((next) => {
      const target = targetOf(cardsRef.current, viewRef.current, next);
      setState((current) =>
        target
          ? { ...target, opened: true, instant: false }
          : current && { ...current, opened: false },
      );
    });
    // Only once: later changes of the view (a staff save) keep the drawer as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Collapsing logs the duration (visitor-portal.md §4): from when this page showed the card
  // (not the address's expandedAt, which a shared link carries from whoever shared it) until it
  // closes or another card takes its place.
  const openView = useRef<OpenCardView | null>(null);
  const productSlug = view.product.slug;
  useEffect(() => {
    const open = state?.opened ? state : null;
    const shown = openView.current;
    if (shown && shown.kind !== open?.kind) {
      logCardView(
        { basePath: location.basePath, productSlug },
        {
          kind: shown.kind,
          itemUid: shown.itemUid,
          durationMs: Math.round(performance.now() - shown.since),
          source: shown.source,
        },
      );
      openView.current = null;
    }
    if (open && !openView.current) {
      openView.current = {
        kind: open.kind,
        itemUid: open.itemUid,
        source: open.source,
        since: performance.now(),
      };
    }
  }, [state, location.basePath, productSlug]);

  const cardChoices = useMemo(
    () => Array.from(cards.values(), (card) => ({ kind: card.kind, title: card.title })),
    [cards],
  );

  // A grid card's tile items are all the page holds: the drawer waits for the rest.
  const { card, ready, source } = useExpandedCard(state ? cards.get(state.kind) : undefined);
  const serverCard = serverDrawn ? cards.get(serverDrawn) : undefined;

  return (
    <CardDrawerContext value={controls}>
      {children}
      {source}
      {serverCard ? (
        <ServerDrawerSlot
          card={serverCard}
          itemUid={view.openItemUid}
          location={location}
          origin={view.seo.canonicalUrl}
        />
      ) : null}
      {state && card && ready ? (
        <Suspense fallback={null}>
          <CardDrawer
            card={card}
            itemUid={state.itemUid}
            startInEdit={state.edit}
            opened={state.opened}
            instant={state.instant}
            location={location}
            cardChoices={cardChoices}
            onSelectItem={selectItem}
            onClose={close}
            onShown={() => setServerDrawn(null)}
            onEditChange={editChanged}
            onClosed={() => setState((current) => (current?.opened ? current : null))}
          />
        </Suspense>
      ) : null}
    </CardDrawerContext>
  );
}
