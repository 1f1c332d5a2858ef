import { describe, expect, it } from 'vitest';
import { SEARCH_TEXTS } from './search.constants.js';
import { createSearchEngine } from './searchEngine.js';
import type { SearchDoc } from './searchIndex.js';
import { groupSearchRows, markTerms, rankedRows, searchRowOf, snippet } from './searchRows.js';

const LONG =
  'This report covers the Northwind Platform and its production environments for a twelve ' +
  'month period, including the supporting corporate systems. An independent firm performed a ' +
  'grey-box penetration test of the web application and public APIs over three weeks.';

const item = (n: number, title: string, b = ''): SearchDoc => ({
  id: `i:item-${n}`,
  y: 'i',
  t: title,
  s: 'Application Security',
  b,
  u: `item-${n}`,
});

describe('search rows', () => {
  it('cut the snippet around the first matched word and mark it, escaped by whoever renders', () => {
    const cut = snippet(LONG, ['penetration']);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut).toContain('penetration test');
    expect(cut.length).toBeLessThanOrEqual(161);
    const row = searchRowOf({ ...item(1, 'Pentest'), b: LONG, y: 'd' }, ['penetration']);
    expect(row.textParts.filter((part) => part.mark)).toEqual([
      { text: 'penetration', mark: true },
    ]);
    expect(row.textParts.map((part) => part.text).join('')).toBe(row.text);
  });

  it('start at the text’s beginning when the match is in the title, or there is none', () => {
    expect(snippet(LONG, ['northwind'])).toMatch(/^This report covers/);
    expect(snippet(LONG)).toMatch(/^This report covers.*…$/);
    expect(snippet('Short text.', ['short'])).toBe('Short text.');
  });

  it('mark matched words in the title, whatever their case, and never a part of a word', () => {
    expect(markTerms('Penetration testing (penetration)', ['penetration'])).toEqual([
      { text: 'Penetration', mark: true },
      { text: ' testing (' },
      { text: 'penetration', mark: true },
      { text: ')' },
    ]);
    expect(markTerms('Pentesting', ['test'])).toEqual([{ text: 'Pentesting' }]);
    // Markup in data stays text: a part, never HTML.
    expect(markTerms('<img src=x> test', ['test'])).toEqual([
      { text: '<img src=x> ' },
      { text: 'test', mark: true },
    ]);
  });

  it('show the spec’s "..." only for a result with no text at all', () => {
    const row = searchRowOf(item(1, 'MFA'));
    expect(row.text).toBe(SEARCH_TEXTS.emptyText);
    expect(row.textParts).toEqual([{ text: SEARCH_TEXTS.emptyText }]);
  });
});

describe('one ranking for both layouts', () => {
  const docs: SearchDoc[] = [
    { id: 'f:1', y: 'f', t: 'Do you run penetration tests?', s: 'FAQs', b: 'Yes, yearly.' },
    {
      id: 'd:item-2:f1',
      y: 'd',
      t: 'Northwind-Cloud-Penetration-Test-Summary.pdf',
      s: 'Penetration testing',
      b: LONG,
      u: 'item-2',
    },
    item(2, 'Penetration testing', 'An independent firm tests the platform every year.'),
    item(3, 'Encryption at rest', 'AES-256.'),
  ];
  const engine = createSearchEngine(docs);

  it('answers hits with the words they matched', () => {
    const hits = engine.hits('Penetration');
    expect(hits.map((hit) => hit.doc.id)).not.toContain('i:item-3');
    expect(hits.every((hit) => hit.terms.includes('penetration'))).toBe(true);
    expect(engine.search('Penetration')).toEqual(hits.map((hit) => hit.doc));
  });

  it('opens the grouped layout with the top match, as the flat list does', () => {
    const rows = rankedRows(engine.hits('Penetration'));
    const groups = groupSearchRows(rows);
    expect(groups[0]?.entries[0]).toBe(rows[0]);
    expect(groups[0]?.entries[0]?.rank).toBe(0);
    // Every hit is in exactly one group, each group in the ranking's order.
    expect(groups.flatMap((group) => group.entries).length).toBe(rows.length);
    for (const group of groups) {
      const ranks = group.entries.map((entry) => entry.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('shows only the groups that have results', () => {
    expect(groupSearchRows([])).toEqual([]);
    const groups = groupSearchRows(rankedRows(engine.hits('AES')));
    expect(groups.map((group) => group.type)).toEqual(['TrustCenterContent']);
  });
});
