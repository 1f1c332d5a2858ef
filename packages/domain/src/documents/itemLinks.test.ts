import { describe, expect, it } from 'vitest';
import {
  link,
  pendingLinksOf,
  pendingLinkCount,
  rows,
  savedFileIds,
  startLinks,
  takenIds,
  undo,
  unlink,
} from './itemLinks.js';

describe('item document links', () => {
  it('keeps unlinks and new links pending until Save, and Undo takes each back', () => {
    let state = startLinks(['a', 'b']);
    state = unlink(state, 'a');
    state = link(state, 'c');
    expect(rows(state)).toEqual([
      { fileId: 'a', state: 'unlinkPending' },
      { fileId: 'b', state: 'linked' },
      { fileId: 'c', state: 'linkPending' },
    ]);
    expect(pendingLinkCount(state)).toBe(2);
    expect(savedFileIds(state)).toEqual(['b', 'c']);
    // Linked and pending documents are not offered by the picker again.
    expect([...takenIds(state)].sort()).toEqual(['a', 'b', 'c']);

    state = undo(undo(state, 'a'), 'c');
    expect(pendingLinkCount(state)).toBe(0);
    expect(savedFileIds(state)).toEqual(['a', 'b']);
  });
});

describe('pendingLinksOf', () => {
  it("reads the pending changes from the form's documents after Save, and back", () => {
    const state = pendingLinksOf(['a', 'b'], ['b', 'c']);
    expect(rows(state)).toEqual([
      { fileId: 'a', state: 'unlinkPending' },
      { fileId: 'b', state: 'linked' },
      { fileId: 'c', state: 'linkPending' },
    ]);
    expect(savedFileIds(state)).toEqual(['b', 'c']);
    expect(pendingLinkCount(pendingLinksOf(['a'], ['a']))).toBe(0);
  });
});
