/**
 * What screen readers hear while a row is dragged (dnd-kit's live region), in the dialog's own
 * words: the row's label and position, never its internal id.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up a row, press Space or Enter. Move it with the Up and Down arrow keys, then press ' +
    'Space or Enter to drop it, or Escape to cancel. The row menu offers the same moves.',
};

export interface BoardDescriber {
  label: (id: string) => string;
  /** "position 2 of 5" (with the column's title on a board of several columns). */
  position: (id: string) => string;
  /** Where the row would land if dropped on `overId` now. */
  landing: (activeId: string, overId: string) => string;
}

export function boardAnnouncements(describe: BoardDescriber): Announcements {
  const label = (id: string | number) => describe.label(String(id));
  return {
    onDragStart: ({ active }) =>
      `Picked up ${label(active.id)}, at ${describe.position(String(active.id))}.`,
    onDragOver: ({ active, over }) => {
      // Over its own place (as at pick-up): the pick-up announcement says it all.
      if (over?.id === active.id) return undefined;
      return over
        ? `${label(active.id)} will move to ${describe.landing(String(active.id), String(over.id))}.`
        : `${label(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${label(active.id)} was dropped at ${describe.landing(String(active.id), String(over.id))}.`
        : `${label(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${label(active.id)} was cancelled. It stays at ${describe.position(String(active.id))}.`,
  };
}
