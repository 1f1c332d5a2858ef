/** The snacks of card changes (staff-content.md §4, visitor-portal.md §8). */
export const CARD_VISIBILITY_MESSAGES = {
  hidden: 'Card hidden in Trust Center',
  shown: 'Card shown in Trust Center',
} as const;

export const cardVisibilityMessage = (hidden: boolean): string =>
  hidden ? CARD_VISIBILITY_MESSAGES.hidden : CARD_VISIBILITY_MESSAGES.shown;

/** Snacks of the card's text changes; 'Placeholder text updated' is the spec's (§8). */
export const CARD_UPDATE_MESSAGES = {
  placeholder: 'Placeholder text updated',
  displayText: 'Display text updated',
  title: 'Card title updated',
  renameNotAllowed: 'Card renaming is not available on your plan',
  actionNotAllowed: 'This card does not allow that change',
  nothingToUpdate: 'Nothing to update',
} as const;

/** 'Add card' (not worded by the spec). */
export const ADD_CARD_MESSAGES = {
  alreadyOnProduct: 'This card is already on the product',
  notAddable: 'This card cannot be added',
} as const;

export const cardAddedMessage = (title: string): string => `${title} card added`;
