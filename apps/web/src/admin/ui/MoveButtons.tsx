import { ActionIcon, Group } from '@mantine/core';
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/icons.js';

/** Up and down for one row of an ordered list; the ends are disabled. */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ChevronUpIcon />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ChevronDownIcon />
      </ActionIcon>
    </Group>
  );
}

/** The ids in their new order after moving the one at `from` to `to`. */
export function movedIds(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
