import { describe, expect, it } from 'vitest';
import { documentChosen, itemChosen, selectionSummary, toggled } from './profileSelection.js';

const cards = [
  {
    id: 'c1',
    items: [
      { id: 'i1', restricted: true, documents: [{ id: 'f1' }] },
      { id: 'i2', restricted: true, documents: [{ id: 'f2' }, { id: 'f3' }] },
    ],
  },
  { id: 'c2', items: [{ id: 'i3', restricted: false, documents: [] }] },
];

describe('a permission profile selection', () => {
  it('gives every item and document of a chosen card', () => {
    const selection = {
      cardIds: new Set(['c1']),
      itemIds: new Set<string>(),
      fileIds: new Set<string>(),
    };
    expect(itemChosen(selection, 'c1', 'i2')).toBe(true);
    expect(documentChosen(selection, 'c1', 'i2', 'f3')).toBe(true);
    expect(selectionSummary(selection, cards)).toEqual({ items: 2, documents: 3 });
  });

  it('gives single items and documents', () => {
    const selection = {
      cardIds: new Set<string>(),
      itemIds: new Set(['i1']),
      fileIds: toggled(new Set(['f9']), 'f3', true),
    };
    expect(selection.fileIds.has('f9')).toBe(true);
    expect(selectionSummary(selection, cards)).toEqual({ items: 1, documents: 2 });
    expect(toggled(selection.fileIds, 'f3', false).has('f3')).toBe(false);
  });
});
