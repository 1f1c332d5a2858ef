/** The card icon (staff-content.md §2 "Change card icon dialog", §5 "Card icon", §8, §9). */

/** Shown at 20x20 px; raster icons are stored at twice that for sharp high-density screens. */
export const CARD_ICON_DISPLAY_SIZE = 20;
export const CARD_ICON_STORED_SIZE = CARD_ICON_DISPLAY_SIZE * 2;
/** 1 MB, the limit the dialog's hint names. */
export const CARD_ICON_MAX_BYTES = 1024 * 1024;
export const CARD_ICON_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type CardIconContentType = (typeof CARD_ICON_CONTENT_TYPES)[number];

export const CARD_ICON_TEXT = {
  useDefault: 'Use default icon',
  useCustom: 'Use custom icon',
  dropzoneLabel: 'Custom icon',
  hint: 'File size: 20px x 20px // Accepted file types: png, jpeg, svg // Max size: 1MB',
} as const;

export const CARD_ICON_MESSAGES = {
  saved: 'Card icon saved. The icon may take a few minutes to appear',
  refreshPage: 'Refresh Page',
  reset: 'Card icon reset to default',
  failed: 'Failed to change card icon',
  required: 'Custom icon is required',
  productRequired: 'productId must be defined to replace card icons',
  tooLarge: 'The custom icon must be 1MB or smaller',
  wrongType: 'The custom icon must be a png, jpeg or svg image',
  unreadable: 'The custom icon could not be read as an image',
  notAllowed: 'This card does not allow changing its icon',
  locked: 'Custom card icons are not included in your plan. Upgrade to replace card icons.',
} as const;

export const changeCardIconTitle = (cardTitle: string): string => `Change ${cardTitle} card icon`;
