/** The snacks of card changes (staff-content.md §4, visitor-portal.md §8). */
export const CARD_VISIBILITY_MESSAGES = {
  hidden: 'Card hidden in Trust Center',
  shown: 'Card shown in Trust Center',
} as const;

export const cardVisibilityMessage = (hidden: boolean): string =>
  hidden ? CARD_VISIBILITY_MESSAGES.hidden : CARD_VISIBILITY_MESSAGES.shown;
