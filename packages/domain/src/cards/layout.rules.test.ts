import { describe, expect, it } from 'vitest';
import { CARD_KINDS, DEFAULT_SECTION_ORDER } from './constants.js';
import { DEFAULT_CARD_GRID_ORDER, cardGridKinds, effectiveSectionOrder } from './layout.rules.js';

describe('effectiveSectionOrder', () => {
  it.each([[[]], [null], [undefined], [['bogus', 'nope']]])(
    'falls back to the default order for %j',
    (saved) => {
      expect(effectiveSectionOrder(saved)).toEqual(DEFAULT_SECTION_ORDER);
    },
  );

  it('keeps a complete saved order as is', () => {
    const saved = [
      'help',
      'cards',
      'overview',
      'certifications',
      'documents',
      'trusted_by',
      'subprocessors',
      'knowledge_base',
      'trust_center_updates',
    ];
    expect(effectiveSectionOrder(saved)).toEqual(saved);
  });

  it('drops unknown and repeated ids and appends missing ones in default order', () => {
    expect(effectiveSectionOrder(['help', 'ghost', 'help', 'documents'])).toEqual([
      'help',
      'documents',
      'overview',
      'certifications',
      'trusted_by',
      'subprocessors',
      'cards',
      'knowledge_base',
      'trust_center_updates',
    ]);
  });

  it('keeps the combined overview and certifications row and never adds the separate rows', () => {
    const order = effectiveSectionOrder(['overview_and_certifications', 'cards']);
    expect(order).toEqual([
      'overview_and_certifications',
      'cards',
      'trusted_by',
      'subprocessors',
      'documents',
      'knowledge_base',
      'trust_center_updates',
      'help',
    ]);
  });

  it('lets whichever comes first win when both the combined and separate rows are saved', () => {
    const combinedFirst = effectiveSectionOrder([
      'overview_and_certifications',
      'overview',
      'cards',
    ]);
    expect(combinedFirst).toContain('overview_and_certifications');
    expect(combinedFirst).not.toContain('overview');
    expect(combinedFirst).not.toContain('certifications');

    const separateFirst = effectiveSectionOrder(['certifications', 'overview_and_certifications']);
    expect(separateFirst.slice(0, 1)).toEqual(['certifications']);
    expect(separateFirst).not.toContain('overview_and_certifications');
    expect(separateFirst).toContain('overview');
  });

  it('always lists each remaining section exactly once', () => {
    const order = effectiveSectionOrder(['documents', 'overview']);
    expect(new Set(order).size).toBe(order.length);
    expect(order).toHaveLength(DEFAULT_SECTION_ORDER.length);
  });
});

describe('cardGridKinds', () => {
  const sectionKinds = ['Overview', 'Certifications', 'TrustedBy', 'Subprocessors', 'Documents'];

  it('holds every kind except those with a section of their own, in card order by default', () => {
    expect(cardGridKinds([])).toEqual(CARD_KINDS.filter((k) => !sectionKinds.includes(k)));
    expect(DEFAULT_CARD_GRID_ORDER).toEqual(cardGridKinds(null));
  });

  it('puts the saved order first, then the rest in default order', () => {
    const kinds = cardGridKinds(['Legal', 'Ai']);
    expect(kinds.slice(0, 3)).toEqual(['Legal', 'Ai', 'Reports']);
    expect(kinds).toHaveLength(DEFAULT_CARD_GRID_ORDER.length);
  });

  it('drops unknown, repeated and section-owned kinds from the saved order', () => {
    const kinds = cardGridKinds(['Ghost', 'Documents', 'Legal', 'Legal', 'Overview']);
    expect(kinds[0]).toBe('Legal');
    expect(kinds).not.toContain('Documents');
    expect(kinds).not.toContain('Overview');
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
