/** A row's menu: Re-order (Move to top / up / down / to bottom, disabled at the ends) and extras. */
import {
  canMove,
  MENU_MOVE_LABELS,
  MENU_MOVES,
  type MenuMove,
} from '@candor/domain/ordering/listMoves';
import { ActionIcon, Menu } from '@mantine/core';
import { DotsIcon } from '../../ui/icons.js';
import type { RowMenuAction } from './boardRows.js';

export function RowMenu({
  label,
  index,
  length,
  onMove,
  extras,
}: {
  label: string;
  index: number;
  length: number;
  onMove: (move: MenuMove) => void;
  extras: RowMenuAction[];
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${label}`}>
          <DotsIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Re-order</Menu.Label>
        {MENU_MOVES.map((move) => (
          <Menu.Item
            key={move}
            disabled={!canMove(index, length, move)}
            onClick={() => onMove(move)}
          >
            {MENU_MOVE_LABELS[move]}
          </Menu.Item>
        ))}
        {extras.length > 0 ? <Menu.Divider /> : null}
        {extras.map((extra) => (
          <Menu.Item key={extra.label} onClick={extra.run}>
            {extra.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
