import { describe, expect, it } from 'vitest';
import type { EnabledState } from '../cards/constants.js';
import type { SortableItem } from './item.rules.js';
import {
  canHideRestrictedItems,
  canRenameItem,
  compareItems,
  findDuplicateItem,
  isEnabled,
  itemTags,
  sortItems,
} from './item.rules.js';

describe('isEnabled', () => {
  it.each([
    ['Enabled', true],
    ['WorkInProgress', true],
    ['NotEnabled', false],
  ] as const)('%s -> %s', (state, expected) => {
    expect(isEnabled(state)).toBe(expected);
  });
});

describe('itemTags', () => {
  const plain = { enabledState: 'Enabled', recurrence: null, publicAccess: false } as const;

  it('adds no tag to a plain enabled item', () => {
    expect(itemTags(plain, 'public')).toEqual([]);
  });

  it("tags work in progress 'In Progress'", () => {
    expect(itemTags({ ...plain, enabledState: 'WorkInProgress' }, 'public')).toEqual([
      'In Progress',
    ]);
  });

  it.each([
    ['annually', 'Every Year'],
    ['quarterly', 'Every Quarter'],
    ['monthly', 'Every Month'],
    ['weekly', 'Every Week'],
    ['daily', 'Every Day'],
  ])("tags recurrence %s '%s'", (recurrence, tag) => {
    expect(itemTags({ ...plain, recurrence }, 'public')).toEqual([tag]);
  });

  it("adds no tag for recurrence 'none' or an unknown value", () => {
    expect(itemTags({ ...plain, recurrence: 'none' }, 'main')).toEqual([]);
    expect(itemTags({ ...plain, recurrence: 'toString' }, 'main')).toEqual([]);
  });

  it("tags public items 'Public Access' in main mode only", () => {
    const item = { ...plain, publicAccess: true };
    expect(itemTags(item, 'main')).toEqual(['Public Access']);
    for (const mode of ['public', 'preview', 'account_external'] as const) {
      expect(itemTags(item, mode)).toEqual([]);
    }
  });

  it('lists the tags in a stable order', () => {
    expect(
      itemTags(
        { enabledState: 'WorkInProgress', recurrence: 'annually', publicAccess: true },
        'main',
      ),
    ).toEqual(['In Progress', 'Every Year', 'Public Access']);
  });
});

const item = (
  title: string,
  enabledState: EnabledState = 'Enabled',
  customOrder: number | null = null,
): SortableItem => ({ title, enabledState, customOrder });
const titles = (items: SortableItem[]) => sortItems(items).map((i) => i.title);

describe('compareItems / sortItems', () => {
  it('puts enabled (and work-in-progress) items before not-enabled ones, whatever the custom order', () => {
    expect(
      titles([item('A', 'NotEnabled', 0), item('B', 'WorkInProgress'), item('C', 'Enabled', 5)]),
    ).toEqual(['C', 'B', 'A']);
  });

  it('then follows the custom order, ordered items ahead of unordered ones', () => {
    expect(titles([item('A'), item('B', 'Enabled', 2), item('C', 'Enabled', 1)])).toEqual([
      'C',
      'B',
      'A',
    ]);
  });

  it('custom order wins over Enabled ahead of WorkInProgress', () => {
    expect(titles([item('A', 'Enabled', 2), item('B', 'WorkInProgress', 1)])).toEqual(['B', 'A']);
  });

  it('then puts Enabled ahead of WorkInProgress', () => {
    expect(titles([item('A', 'WorkInProgress'), item('B', 'Enabled')])).toEqual(['B', 'A']);
  });

  it('then sorts by title, ignoring case', () => {
    expect(titles([item('beta'), item('Alpha'), item('gamma'), item('Delta')])).toEqual([
      'Alpha',
      'beta',
      'Delta',
      'gamma',
    ]);
  });

  it('breaks full ties by uid so every sort agrees', () => {
    const a = { ...item('Same'), uid: 'b' };
    const b = { ...item('same'), uid: 'a' };
    expect(sortItems([a, b]).map((i) => i.uid)).toEqual(['a', 'b']);
    expect(compareItems(a, a)).toBe(0);
  });

  it('does not change the given array', () => {
    const list = [item('B'), item('A')];
    sortItems(list);
    expect(list.map((i) => i.title)).toEqual(['B', 'A']);
  });
});

describe('canRenameItem', () => {
  it('allows custom items', () => {
    expect(canRenameItem({ isCustom: true, kind: 'Legal' })).toBe(true);
  });

  it('refuses built-in items without the flag and allows them with it', () => {
    expect(canRenameItem({ isCustom: false, kind: 'Legal' })).toBe(false);
    expect(canRenameItem({ isCustom: false, kind: 'Legal' }, { itemRenaming: false })).toBe(false);
    expect(canRenameItem({ isCustom: false, kind: 'Legal' }, { itemRenaming: true })).toBe(true);
  });

  it.each(['Certifications', 'SecurityGrades'] as const)('never allows %s items', (kind) => {
    expect(canRenameItem({ isCustom: true, kind }, { itemRenaming: true })).toBe(false);
    expect(canRenameItem({ isCustom: false, kind }, { itemRenaming: true })).toBe(false);
  });
});

describe('findDuplicateItem', () => {
  const items = [
    { title: 'Bug Bounty Program', kind: 'ApplicationSecurity' },
    { title: 'SSO', kind: 'AccessControl' },
  ];
  it('finds an item of the same name on another card, ignoring case and separators', () => {
    expect(findDuplicateItem('bug-bounty program', 'Legal', items)).toEqual(items[0]);
  });
  it('ignores the same card and other names', () => {
    expect(findDuplicateItem('Bug bounty program', 'ApplicationSecurity', items)).toBeNull();
    expect(findDuplicateItem('Bug bounty', 'Legal', items)).toBeNull();
  });
});

describe('canHideRestrictedItems', () => {
  it('needs the restricted files feature', () => {
    expect(canHideRestrictedItems({ restrictedFiles: true })).toBe(true);
    expect(canHideRestrictedItems({})).toBe(false);
  });
});
