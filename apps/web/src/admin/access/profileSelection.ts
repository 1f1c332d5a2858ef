/**
 * The profile dialog's checklist: a card chosen names all its restricted items, so its items
 * show as chosen (and cannot be unticked one by one) while it is; items and documents are
 * chosen one by one otherwise.
 */
export interface ProfileSelection {
  cardIds: ReadonlySet<string>;
  itemIds: ReadonlySet<string>;
  fileIds: ReadonlySet<string>;
}

export const toggled = (set: ReadonlySet<string>, id: string, on: boolean): Set<string> => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** Whether an item is given by the selection, directly or through its card. */
export const itemChosen = (selection: ProfileSelection, cardId: string, itemId: string) =>
  selection.cardIds.has(cardId) || selection.itemIds.has(itemId);

/** Whether a document is given: on its own, or with its item (or the item's card). */
export const documentChosen = (
  selection: ProfileSelection,
  cardId: string,
  itemId: string,
  fileId: string,
) => itemChosen(selection, cardId, itemId) || selection.fileIds.has(fileId);

/** How many restricted items and documents a selection opens, for the summary line. */
export function selectionSummary(
  selection: ProfileSelection,
  cards: {
    id: string;
    items: { id: string; restricted: boolean; documents: { id: string }[] }[];
  }[],
): { items: number; documents: number } {
  let items = 0;
  let documents = 0;
  for (const card of cards) {
    for (const item of card.items) {
      const itemOn = itemChosen(selection, card.id, item.id);
      if (itemOn && item.restricted) items += 1;
      for (const document of item.documents) {
        if (itemOn || selection.fileIds.has(document.id)) documents += 1;
      }
    }
  }
  return { items, documents };
}
