/** Item rules of staff-content.md §4 and §5. */
import type { EnabledState } from '../cards/constants.js';
import { RECURRENCE_LABELS } from '../cards/constants.js';
import type { FeatureFlags } from '../features/featureFlags.js';
import { isFlagOn } from '../features/featureFlags.js';
import { itemNameKey } from '../portal/portalQuery.js';
import type { PortalMode } from '../portal/portalView.js';
import type { Item } from './item.js';

export const ITEM_TAGS = {
  inProgress: 'In Progress',
  publicAccess: 'Public Access',
} as const;

/** Work in progress and enabled both count as enabled. */
export const isEnabled = (state: EnabledState): boolean =>
  state === 'Enabled' || state === 'WorkInProgress';

const isRecurrenceWithTag = (
  value: string | null,
): value is Exclude<keyof typeof RECURRENCE_LABELS, 'none'> =>
  value !== null && value !== 'none' && Object.hasOwn(RECURRENCE_LABELS, value);

/** Tags under an item: 'In Progress', 'Every {X}', and 'Public Access' in main mode only. */
export function itemTags(
  item: Pick<Item, 'enabledState' | 'recurrence' | 'publicAccess'>,
  mode: PortalMode,
): string[] {
  const tags: string[] = [];
  if (item.enabledState === 'WorkInProgress') tags.push(ITEM_TAGS.inProgress);
  if (isRecurrenceWithTag(item.recurrence))
    tags.push(`Every ${RECURRENCE_LABELS[item.recurrence]}`);
  if (item.publicAccess && mode === 'main') tags.push(ITEM_TAGS.publicAccess);
  return tags;
}

const STATE_RANK: Record<EnabledState, number> = { Enabled: 0, WorkInProgress: 1, NotEnabled: 2 };

export type SortableItem = Pick<Item, 'enabledState' | 'customOrder' | 'title'> &
  Partial<Pick<Item, 'uid'>>;

/**
 * Item order inside a card: enabled items first, then staff's custom order (ordered items ahead
 * of the rest), then Enabled ahead of WorkInProgress ahead of NotEnabled, then title
 * (case-insensitive), then uid so server and browser always agree.
 */
export function compareItems(a: SortableItem, b: SortableItem): number {
  const enabled = Number(isEnabled(b.enabledState)) - Number(isEnabled(a.enabledState));
  if (enabled !== 0) return enabled;
  const order = compareCustomOrder(a.customOrder, b.customOrder);
  if (order !== 0) return order;
  const state = STATE_RANK[a.enabledState] - STATE_RANK[b.enabledState];
  if (state !== 0) return state;
  const title = a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
  if (title !== 0) return title;
  return (a.uid ?? '') < (b.uid ?? '') ? -1 : (a.uid ?? '') > (b.uid ?? '') ? 1 : 0;
}

function compareCustomOrder(a: number | null, b: number | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** A sorted copy. */
export const sortItems = <T extends SortableItem>(items: readonly T[]): T[] =>
  [...items].sort(compareItems);

/**
 * Item title renaming: custom items, or any item under the itemRenaming flag; never items of
 * the Certifications and SecurityGrades cards (their titles name a certification or a service).
 */
export function canRenameItem(
  item: Pick<Item, 'isCustom' | 'kind'>,
  flags: FeatureFlags = {},
): boolean {
  if (item.kind === 'Certifications' || item.kind === 'SecurityGrades') return false;
  return item.isCustom || isFlagOn(flags, 'itemRenaming');
}

/**
 * Restricted items may also be hidden, with the plan's restricted files feature
 * (staff-content.md §4 "Access"); a public item is never hidden.
 */
export const canHideRestrictedItems = (flags: FeatureFlags = {}): boolean =>
  isFlagOn(flags, 'restrictedFiles');

/** The item with the same name (case, accents and separators ignored) on another card. */
export function findDuplicateItem<T extends { title: string; kind: string }>(
  title: string,
  kind: string,
  items: readonly T[],
): T | null {
  const key = itemNameKey(title);
  return items.find((item) => item.kind !== kind && itemNameKey(item.title) === key) ?? null;
}
