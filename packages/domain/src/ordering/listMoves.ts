/**
 * The pure moves of the re-order dialogs: the row menu's Move to top / up / down / to bottom,
 * a drop on the top or bottom edge of a target row, moves between the two columns of the
 * documents dialog, and combining or separating Overview and Certifications. Every function
 * returns a new list and ignores targets outside the list (staff-content.md §4).
 */
import type { SectionId } from '../cards/constants.js';
import { COMBINED_SECTION } from './ordering.rules.js';

export const MENU_MOVES = ['top', 'up', 'down', 'bottom'] as const;
export type MenuMove = (typeof MENU_MOVES)[number];

export const MENU_MOVE_LABELS: Record<MenuMove, string> = {
  top: 'Move to top',
  up: 'Move up',
  down: 'Move down',
  bottom: 'Move to bottom',
};

const inRange = (index: number, length: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < length;

/** Up and top are disabled on the first row, down and bottom on the last (§5 "Reorder"). */
export function canMove(index: number, length: number, move: MenuMove): boolean {
  if (!inRange(index, length)) return false;
  return move === 'top' || move === 'up' ? index > 0 : index < length - 1;
}

/** `from` and `to` are indexes of the list (the callers check). */
function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.filter((_, index) => index !== from);
  return [...next.slice(0, to), ...list.slice(from, from + 1), ...next.slice(to)];
}

export function applyMove<T>(list: readonly T[], index: number, move: MenuMove): T[] {
  if (!canMove(index, list.length, move)) return [...list];
  const to = { top: 0, up: index - 1, down: index + 1, bottom: list.length - 1 }[move];
  return moveTo(list, index, to);
}

export type DropEdge = 'top' | 'bottom';

/** Which edge of a target row a pointer at `y` is nearer to (the row's top half is 'top'). */
export const dropEdgeAt = (y: number, row: { top: number; height: number }): DropEdge =>
  y < row.top + row.height / 2 ? 'top' : 'bottom';

/** Drops the row at `from` on the given edge of the row at `target`: before it or after it. */
export function dropOnEdge<T>(
  list: readonly T[],
  from: number,
  target: number,
  edge: DropEdge,
): T[] {
  if (!inRange(from, list.length) || !inRange(target, list.length) || from === target) {
    return [...list];
  }
  const insertAt = edge === 'top' ? target : target + 1;
  // Removing the dragged row first shifts every later row up by one.
  return moveTo(list, from, from < insertAt ? insertAt - 1 : insertAt);
}

/** Where a row is on a board of columns (the documents dialog has two). */
export interface BoardPosition {
  column: number;
  index: number;
}

export function positionOf<T>(columns: readonly (readonly T[])[], value: T): BoardPosition | null {
  for (let column = 0; column < columns.length; column++) {
    const index = columns[column]!.indexOf(value);
    if (index !== -1) return { column, index };
  }
  return null;
}

/** A drop on the edge of a row of some column, or at the end of a column (an empty one). */
export type BoardTarget =
  { column: number; index: number; edge: DropEdge } | { column: number; end: true };

/**
 * Drops `value` on the target: within its own column as `dropOnEdge` does; into another column
 * before or after the target row (moving between the documents columns changes featured
 * status). Values and targets outside the board are ignored.
 */
export function dropOnBoard<T>(
  columns: readonly (readonly T[])[],
  value: T,
  target: BoardTarget,
): T[][] {
  const copy = columns.map((column) => [...column]);
  const from = positionOf(columns, value);
  const into = columns[target.column];
  if (!from || !into) return copy;
  if ('end' in target) {
    if (from.column === target.column) return copy;
  } else if (!inRange(target.index, into.length)) {
    return copy;
  } else if (from.column === target.column) {
    copy[from.column] = dropOnEdge(into, from.index, target.index, target.edge);
    return copy;
  }
  const at =
    'end' in target ? into.length : target.edge === 'top' ? target.index : target.index + 1;
  copy[from.column] = copy[from.column]!.filter((v) => v !== value);
  copy[target.column] = [...into.slice(0, at), value, ...into.slice(at)];
  return copy;
}

/** A row menu move within the row's own column. */
export function moveOnBoard<T>(
  columns: readonly (readonly T[])[],
  value: T,
  move: MenuMove,
): T[][] {
  const from = positionOf(columns, value);
  const copy = columns.map((column) => [...column]);
  if (!from) return copy;
  copy[from.column] = applyMove(copy[from.column]!, from.index, move);
  return copy;
}

export type SectionRowAction = 'combine' | 'separate';

/** The extra menu entry of a section row: combine on Overview or Certifications, separate on the combined row. */
export function sectionRowAction(id: SectionId): SectionRowAction | null {
  if (id === COMBINED_SECTION) return 'separate';
  return id === 'overview' || id === 'certifications' ? 'combine' : null;
}

/** Overview and Certifications become one row where the first of them was. */
export function combineOverviewAndCertifications(order: readonly SectionId[]): SectionId[] {
  const first = order.findIndex((id) => id === 'overview' || id === 'certifications');
  if (first === -1 || order.includes(COMBINED_SECTION)) return [...order];
  const next: SectionId[] = [];
  order.forEach((id, index) => {
    if (index === first) next.push(COMBINED_SECTION);
    else if (id !== 'overview' && id !== 'certifications') next.push(id);
  });
  return next;
}

/** The combined row becomes Overview followed by Certifications, in its place. */
export function separateOverviewAndCertifications(order: readonly SectionId[]): SectionId[] {
  if (!order.includes(COMBINED_SECTION)) return [...order];
  return order.flatMap((id): SectionId[] =>
    id === COMBINED_SECTION ? ['overview', 'certifications'] : [id],
  );
}
