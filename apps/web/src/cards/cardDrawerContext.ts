import { createContext, use } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import type { PortalLocation } from '@candor/domain/portal/portalLinks';

/** How to open the drawer: on one item, and (staff) straight in edit mode. */
export interface OpenCardOptions {
  itemUid?: string | null;
  edit?: boolean;
}

export interface CardDrawerControls {
  /** Opens the expanded card drawer, on one item when given (a uid or the options). */
  openCard: (kind: CardKind, target?: string | null | OpenCardOptions) => void;
  /** Whether the page has that card and it expands (documents link to their item's card). */
  canOpen: (kind: CardKind) => boolean;
  /** Starts loading the drawer's code (on hover/focus) so opening feels instant. */
  preload: () => void;
  /** The portal and product the page shows, for the links cards build. */
  location: PortalLocation;
}

export const CardDrawerContext = createContext<CardDrawerControls>({
  openCard: () => {},
  canOpen: () => false,
  preload: () => {},
  location: { basePath: '', productSlug: null },
});

export function useCardDrawer(): CardDrawerControls {
  return use(CardDrawerContext);
}
