import type { CardKind } from './constants.js';

/** A card of staff-content.md §3, as stored per product (one card per kind). */
export interface Card {
  kind: CardKind;
  /** Null means the kind's default title (CARD_DEFAULT_TITLES). */
  title: string | null;
  hidden: boolean;
  /** Null means the default display text. */
  displayText: string | null;
  placeholder: string | null;
  iconAssetId: string | null;
}

/** Entries of a card's actions menu (staff-content.md §2 "Card header and expansion"). */
export const CARD_MENU_ACTIONS = [
  'Edit',
  'DisplayText',
  'Hide',
  'Placeholder',
  'ReorderItems',
  'ChangeIcon',
] as const;
export type CardMenuAction = (typeof CARD_MENU_ACTIONS)[number];
