import { describe, expect, it } from 'vitest';
import type { PublicAccessLevel } from '../cards/constants.js';
import type { ItemViewer } from './visibility.js';
import { itemVisibility } from './visibility.js';

const publicItem = { publicAccess: true, hidden: false };
const restrictedItem = { publicAccess: false, hidden: false };
const hiddenItem = { publicAccess: false, hidden: true };

const viewer = (
  mode: ItemViewer['mode'],
  publicAccessLevel: PublicAccessLevel = 'PublicContentOnly',
  hasAccess = false,
): ItemViewer => ({ mode, publicAccessLevel, hasAccess });

describe('itemVisibility', () => {
  it('shows everything in main mode', () => {
    for (const item of [publicItem, restrictedItem, hiddenItem]) {
      expect(itemVisibility(item, viewer('main', 'Minimal'))).toBe('visible');
    }
  });

  it.each(['Minimal', 'PublicContentOnly'] as const)(
    'at %s, public viewers read public items and see non-public ones restricted',
    (level) => {
      expect(itemVisibility(publicItem, viewer('public', level))).toBe('visible');
      expect(itemVisibility(restrictedItem, viewer('public', level))).toBe('restricted');
    },
  );

  it('at Full, public viewers read non-public items too', () => {
    expect(itemVisibility(restrictedItem, viewer('public', 'Full'))).toBe('visible');
  });

  it('omits hidden restricted items for viewers without access, even at Full', () => {
    for (const level of ['Minimal', 'PublicContentOnly', 'Full'] as const) {
      expect(itemVisibility(hiddenItem, viewer('public', level))).toBe('omitted');
      expect(itemVisibility(hiddenItem, viewer('account_external', level, false))).toBe('omitted');
    }
  });

  it('ignores hasAccess in public mode', () => {
    expect(itemVisibility(restrictedItem, viewer('public', 'Minimal', true))).toBe('restricted');
    expect(itemVisibility(hiddenItem, viewer('public', 'Minimal', true))).toBe('omitted');
  });

  it.each(['account_external', 'preview'] as const)(
    'in %s mode, access granted reveals restricted and hidden items',
    (mode) => {
      expect(itemVisibility(restrictedItem, viewer(mode, 'Minimal', true))).toBe('visible');
      expect(itemVisibility(hiddenItem, viewer(mode, 'Minimal', true))).toBe('visible');
      expect(itemVisibility(restrictedItem, viewer(mode, 'Minimal', false))).toBe('restricted');
    },
  );
});
