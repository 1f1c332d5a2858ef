/** The snacks and error texts of item and card edits (staff-content.md §8), word for word. */
export const ITEM_EDIT_MESSAGES = {
  moveFailed: 'Failed to move item to another card',
  customUrlFailed: 'Failed to create custom URL',
  deleteErrorTitle: 'Delete Error',
  deleteErrorText: 'There was an unexpected error while deleting the item',
  saveError: 'Save error',
  savingChanges: 'Saving changes...',
  /** Not worded by the spec. */
  notCustom: 'Only custom items can be deleted',
  notMovable: 'Items of this card cannot be moved',
  renameNotAllowed: 'This item cannot be renamed',
  hiddenNeedsRestrictedFiles: 'Hiding restricted items needs the restricted files feature',
  hiddenNeedsRestricted: 'Only restricted items can be hidden',
  customItemsNotAllowed: 'Custom items cannot be added to this card',
  itemNotFound: 'Item not found',
  itemNotOnCard: 'The item is not on this card',
  customItemAdded: 'Custom item added',
  deleted: 'Custom item deleted',
  cardSaved: 'Changes saved',
} as const;

export const movedMessage = (title: string, cardTitle: string): string =>
  `Successfully moved ${title} to ${cardTitle}`;

export const customUrlCreatedMessage = (title: string): string =>
  `Successfully created custom URL for ${title}`;

/** §5 Other: a duplicate of an item on another card advises using the existing item. */
export const duplicateItemMessage = (title: string, cardTitle: string): string =>
  `An item named ${title} already exists on the ${cardTitle} card. Use the existing item instead of adding a duplicate.`;
