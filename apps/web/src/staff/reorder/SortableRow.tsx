/** One draggable row: the drag handle (pointer and keyboard), the label, the hidden icon, the menu. */
import type { DropEdge, MenuMove } from '@candor/domain/ordering/listMoves';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { EyeOffIcon, GripIcon } from '../../ui/icons.js';
import type { BoardRow, RowMenuAction } from './boardRows.js';
import { RowMenu } from './RowMenu.js';
import classes from './reorder.module.css';

export function SortableRow({
  id,
  row,
  index,
  length,
  dropEdge,
  onMove,
  extras,
}: {
  id: string;
  row: BoardRow;
  index: number;
  length: number;
  /** The drop line, when the dragged row is over this one. */
  dropEdge: DropEdge | null;
  onMove: (move: MenuMove) => void;
  extras: RowMenuAction[];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-reorder-row={row.label}
      data-disabled={row.hidden}
      data-dragging={isDragging}
      {...(dropEdge ? { 'data-drop-edge': dropEdge } : {})}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-label={`Move ${row.label}`}
        // While a row is carried, Escape cancels the drag and must not close the dialog.
        data-mantine-stop-propagation={isDragging ? 'true' : undefined}
      >
        <GripIcon size={18} />
      </button>
      {row.hidden ? (
        <span className={classes.hiddenIcon}>
          <EyeOffIcon size={16} label="Disabled" />
        </span>
      ) : null}
      <span className={classes.label}>
        {row.label}
        {row.detail ? <span className={classes.detail}>{row.detail}</span> : null}
      </span>
      <RowMenu label={row.label} index={index} length={length} onMove={onMove} extras={extras} />
    </li>
  );
}
