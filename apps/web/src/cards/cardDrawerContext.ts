import { createContext, use } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';

export interface CardDrawerControls {
  /** Opens the expanded card drawer, on one item when given. */
  openCard: (kind: CardKind, itemUid?: string | null) => void;
  /** Whether the page has that card and it expands (documents link to their item's card). */
  canOpen: (kind: CardKind) => boolean;
  /** Starts loading the drawer's code (on hover/focus) so opening feels instant. */
  preload: () => void;
}

export const CardDrawerContext = createContext<CardDrawerControls>({
  openCard: () => {},
  canOpen: () => false,
  preload: () => {},
});

export function useCardDrawer(): CardDrawerControls {
  return use(CardDrawerContext);
}
