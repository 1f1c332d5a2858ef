import { describe, expect, it } from 'vitest';
import type { PortalMode } from '../portal/portalView.js';
import {
  canExpand,
  canRenameCard,
  canReplaceCardIcon,
  addableCardKinds,
  cardActions,
  cardTitle,
  isSectionForcedHidden,
} from './card.rules.js';
import type { CardKind } from './constants.js';
import { CARD_KINDS, SECTION_IDS } from './constants.js';

const MODES: PortalMode[] = ['public', 'account_external', 'preview', 'main'];

describe('cardTitle', () => {
  it("uses staff's title, else the kind's default", () => {
    expect(cardTitle({ kind: 'InternalPractices', title: 'People' })).toBe('People');
    expect(cardTitle({ kind: 'InternalPractices', title: null })).toBe('Corporate Security');
    expect(cardTitle({ kind: 'Certifications', title: '  ' })).toBe('Compliance');
  });
});

describe('isSectionForcedHidden', () => {
  it.each(['trusted_by', 'subprocessors', 'documents', 'help'] as const)(
    'hides %s when empty',
    (id) => {
      expect(isSectionForcedHidden(id, { [id]: 0 })).toBe(true);
      expect(isSectionForcedHidden(id, {})).toBe(true);
      expect(isSectionForcedHidden(id, { [id]: 1 })).toBe(false);
    },
  );

  it('never forces the other sections hidden', () => {
    const others = SECTION_IDS.filter(
      (id) => !['trusted_by', 'subprocessors', 'documents', 'help'].includes(id),
    );
    for (const id of others) expect(isSectionForcedHidden(id, {})).toBe(false);
  });
});

describe('canExpand', () => {
  it('never expands subprocessors cards, in any mode, for anyone', () => {
    for (const mode of MODES) {
      expect(canExpand('Subprocessors', mode, true)).toBe(false);
      expect(canExpand('Subprocessors', mode, false)).toBe(false);
    }
  });

  it('expands every other card in main mode, with or without edit permission', () => {
    for (const kind of CARD_KINDS.filter((k) => k !== 'Subprocessors')) {
      expect(canExpand(kind, 'main', false)).toBe(true);
      expect(canExpand(kind, 'main', true)).toBe(true);
    }
  });

  it.each(['public', 'account_external', 'preview'] as const)(
    'outside main mode (%s) expands only the kinds that allow it',
    (mode) => {
      const expanding = CARD_KINDS.filter((kind) => canExpand(kind, mode, false));
      const inPlace: CardKind[] = ['TrustedBy', 'Subprocessors', 'Documents'];
      expect(expanding).toEqual(CARD_KINDS.filter((k) => !inPlace.includes(k)));
      expect(expanding).toContain('Certifications');
      // Its 4th item and later are reached through 'View more' (issue 13).
      expect(expanding).toContain('Overview');
      expect(expanding).toContain('DataSecurity');
    },
  );
});

describe('cardActions', () => {
  it('gives subprocessors only Hide and ChangeIcon', () => {
    expect(cardActions('Subprocessors')).toEqual(['Hide', 'ChangeIcon']);
  });

  it('gives trusted-by Edit, DisplayText and Hide', () => {
    expect(cardActions('TrustedBy')).toEqual(['Edit', 'DisplayText', 'Hide']);
  });

  it('gives every other kind the full menu in menu order', () => {
    for (const kind of CARD_KINDS.filter((k) => k !== 'Subprocessors' && k !== 'TrustedBy')) {
      expect(cardActions(kind)).toEqual([
        'Edit',
        'DisplayText',
        'Hide',
        'Placeholder',
        'ReorderItems',
        'ChangeIcon',
      ]);
    }
  });
});

describe('flags', () => {
  it('renames cards only under the cardRenaming flag', () => {
    expect(canRenameCard()).toBe(false);
    expect(canRenameCard({ cardRenaming: true })).toBe(true);
  });

  it('replaces icons only under the flag and where the menu offers it', () => {
    expect(canReplaceCardIcon('Legal')).toBe(false);
    expect(canReplaceCardIcon('Legal', { cardIconReplacement: true })).toBe(true);
    expect(canReplaceCardIcon('Subprocessors', { cardIconReplacement: true })).toBe(true);
    expect(canReplaceCardIcon('TrustedBy', { cardIconReplacement: true })).toBe(false);
  });
});

describe('addableCardKinds', () => {
  it('offers every kind not yet on the product, in kind order, but never the sections shown without a card', () => {
    const offered = addableCardKinds(['Reports', 'Overview', 'DataSecurity']);
    expect(offered).not.toContain('Reports');
    expect(offered).not.toContain('DataSecurity');
    expect(offered).not.toContain('Subprocessors');
    expect(offered).not.toContain('Documents');
    expect(offered.slice(0, 3)).toEqual(['Certifications', 'Questionnaires', 'ProductFeatures']);
    expect(offered).toHaveLength(31 - 3 - 2);
    expect(addableCardKinds(CARD_KINDS)).toEqual([]);
  });
});
