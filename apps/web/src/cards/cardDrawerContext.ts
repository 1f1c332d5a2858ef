import { createContext, use } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import type { CardOpenSource } from '@candor/domain/portal/cardViewEvent';
import type { PortalLocation } from '@candor/domain/portal/portalLinks';

/**
 * How to open the drawer: what was clicked (the click source the card view records), on one
 * item, and (staff) straight in edit mode.
 */
export interface OpenCardOptions {
  source: CardOpenSource;
  itemUid?: string | null;
  edit?: boolean;
}

export interface CardDrawerControls {
  /** Opens the expanded card drawer, from a click on `source`, on one item when given. */
  openCard: (kind: CardKind, options: OpenCardOptions) => void;
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
