/**
 * The texts of re-ordering: the snacks of staff-content.md §8 word for word, the dialogs' fixed
 * labels of §2, and Candor's own messages for refused input (the spec gives none).
 */
export const ORDERING_MESSAGES = {
  sectionsUpdated: 'Updated section order',
  sectionsFailed: 'Failed to update section order',
  sectionsDialogTitle: 'Re-order Trust Center sections',
  sectionsDialogTooltip: 'The order in the Trust Center will reflect only enabled sections',
  separateOverviewAndCertifications: 'Separate Overview and Certifications',
  cardsDialogTitle: 'Re-order cards',
  itemsDialogTitle: 'Re-order items',
  featuredColumn: 'Featured documents',
  nonFeaturedColumn: 'Non-featured documents',
  /** Why the sections button is locked and the server refuses: the plan lacks the feature. */
  sectionCustomizationLocked: 'Upgrade your plan to re-order Trust Center sections',
  unknownSection: 'Unknown section',
  sectionsIncomplete: 'List every Trust Center section exactly once',
  overviewCombinedTwice: 'List Overview and Certifications either combined or separately, not both',
  unknownCard: 'Unknown card kind',
  cardsIncomplete: 'List every card of the Cards section exactly once',
  itemUid: 'Item ids must be strings of letters, digits, - and _',
  itemsIncomplete: 'List every item of the card exactly once',
  featuredNotListed: 'Featured documents must be among the listed items',
  featuredOnlyForDocuments: 'Only the Documents card has featured documents',
  cardNotFound: 'Card not found',
} as const;

export const cardOrderUpdatedMessage = (productSlug: string): string =>
  `Updated card order for ${productSlug} product`;
export const cardOrderFailedMessage = (productSlug: string): string =>
  `Failed to update cards order for ${productSlug} product`;
export const itemOrderUpdatedMessage = (cardTitle: string): string =>
  `Updated ${cardTitle} card item's order`;
export const itemOrderFailedMessage = (cardTitle: string): string =>
  `Failed to update ${cardTitle} card item's order`;

/** 'Combine X with Y' on the Overview or Certifications row (staff-content.md §2). */
export const combineSectionsLabel = (row: string, other: string): string =>
  `Combine ${row} with ${other}`;
