import type { SearchDoc } from '@candor/domain/search/searchIndex';
import { describe, expect, it } from 'vitest';
import { groupResults } from './SearchResultsDialog.js';

const item = (n: number): SearchDoc => ({
  id: `i:item-${n}`,
  y: 'i',
  t: `Item ${n}`,
  s: 'Data Security',
  b: 'Encrypted at rest',
  u: `item-${n}`,
  k: 'DataSecurity',
});

describe('groupResults (the inline search’s groups)', () => {
  it('shows only the groups that have results, in the spec’s order', () => {
    // Candor has no Controls or Facts content: those groups must never appear empty.
    const docs: SearchDoc[] = [
      item(1),
      { id: 'f:1', y: 'f', t: 'Do you encrypt?', s: 'FAQs', b: 'Yes.' },
      { id: 'd:item-1:file-1', y: 'd', t: 'SOC 2.pdf', s: 'Item 1', b: '', u: 'item-1' },
      item(2),
    ];
    const groups = groupResults(docs);
    expect(groups.map((group) => group.type)).toEqual([
      'Documents',
      'KnowledgeBase',
      'TrustCenterContent',
    ]);
    expect(groups.every((group) => group.entries.length > 0)).toBe(true);
    // Each entry keeps its overall rank ('Top match' is rank 0).
    expect(groups[2]?.entries.map((entry) => entry.rank)).toEqual([0, 3]);
  });

  it('shows no group at all without results', () => {
    expect(groupResults([])).toEqual([]);
  });
});
