/**
 * The sortable list of the re-order dialogs (one column, or the documents dialog's two), with
 * dnd-kit: drag a row by its handle with the pointer, or pick it up with Space and move it with
 * the arrow keys (screen readers hear where it is). A row dropped on a target row lands on the
 * edge it was dropped on: above it on the top half, below it on the bottom half. Other rows
 * stay put while dragging; a line shows where the row will land.
 */
import {
  dropEdgeAt,
  dropOnBoard,
  moveOnBoard,
  positionOf,
  type BoardTarget,
  type DropEdge,
} from '@candor/domain/ordering/listMoves';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import { boardAnnouncements, SCREEN_READER_INSTRUCTIONS } from './announcements.js';
import type { BoardColumn, BoardRow, RowMenuAction } from './boardRows.js';
import { SortableRow } from './SortableRow.js';
import classes from './reorder.module.css';

const COLUMN_PREFIX = 'column:';
const columnId = (index: number) => `${COLUMN_PREFIX}${index}`;
const columnIndexOf = (id: string): number | null =>
  id.startsWith(COLUMN_PREFIX) ? Number(id.slice(COLUMN_PREFIX.length)) : null;

/** Rows keep their places while one is dragged: the drop line shows where it will land. */
const rowsStayPut: SortingStrategy = () => null;

/** The row under the pointer; else an empty column under it; else (keyboard) the nearest row. */
const collisions: CollisionDetection = (args) => {
  const rows = args.droppableContainers.filter((c) => columnIndexOf(String(c.id)) === null);
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    const row = within.find((hit) => columnIndexOf(String(hit.id)) === null);
    if (row) return [row];
    const column = within.find((hit) => columnIndexOf(String(hit.id)) !== null);
    if (column) return [column];
  }
  return closestCenter({ ...args, droppableContainers: rows });
};

export interface SortableBoardProps {
  columns: string[][];
  columnInfo: BoardColumn[];
  rowOf: (id: string) => BoardRow;
  onChange: (columns: string[][]) => void;
  extras?: (id: string) => RowMenuAction[];
  onDraggingChange?: (dragging: boolean) => void;
}

function targetOf(
  event: DragMoveEvent | DragEndEvent,
  columns: readonly string[][],
): BoardTarget | null {
  const { over, active, activatorEvent, delta } = event;
  if (!over || over.id === active.id) return null;
  const column = columnIndexOf(String(over.id));
  if (column !== null) return { column, end: true };
  const from = positionOf(columns, String(active.id));
  const to = positionOf(columns, String(over.id));
  if (!from || !to) return null;
  // A pointer drop lands on the edge it is nearer to; a keyboard move lands where it went.
  const edge: DropEdge =
    activatorEvent instanceof MouseEvent
      ? dropEdgeAt(activatorEvent.clientY + delta.y, over.rect)
      : from.column === to.column && to.index > from.index
        ? 'bottom'
        : 'top';
  return { column: to.column, index: to.index, edge };
}

function Column({
  index,
  info,
  ids,
  children,
}: {
  index: number;
  info: BoardColumn;
  ids: string[];
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(index) });
  const titleId = `reorder-column-${index}`;
  return (
    <section aria-labelledby={info.title ? titleId : undefined}>
      {info.title ? (
        <h3 className={classes.columnTitle} id={titleId}>
          {info.title}
        </h3>
      ) : null}
      <SortableContext id={columnId(index)} items={ids} strategy={rowsStayPut}>
        <ul
          ref={setNodeRef}
          className={classes.list}
          data-over={isOver && ids.length === 0}
          data-reorder-column={info.title ?? 'list'}
        >
          {children}
          {ids.length === 0 ? <li className={classes.empty}>{info.emptyText}</li> : null}
        </ul>
      </SortableContext>
    </section>
  );
}

export function SortableBoard({
  columns,
  columnInfo,
  rowOf,
  onChange,
  extras = () => [],
  onDraggingChange,
}: SortableBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [target, setTarget] = useState<{ overId: string; target: BoardTarget } | null>(null);
  const targetRef = useRef<BoardTarget | null>(null);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  const announcements = useMemo(() => {
    const where = (board: readonly string[][], id: string) => {
      const at = positionOf(board, id);
      if (!at) return 'its place';
      const title = columnInfo[at.column]?.title;
      const length = board[at.column]?.length ?? 0;
      return `position ${at.index + 1} of ${length}${title ? ` in ${title}` : ''}`;
    };
    return boardAnnouncements({
      label: (id) => rowOf(id).label,
      position: (id) => where(columnsRef.current, id),
      landing: (activeId) => {
        const next = targetRef.current
          ? dropOnBoard(columnsRef.current, activeId, targetRef.current)
          : columnsRef.current;
        return where(next, activeId);
      },
    });
  }, [columnInfo, rowOf]);

  const follow = (event: DragMoveEvent) => {
    const next = targetOf(event, columnsRef.current);
    targetRef.current = next;
    setTarget(next && event.over ? { overId: String(event.over.id), target: next } : null);
  };

  const stop = () => {
    setTarget(null);
    onDraggingChange?.(false);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragStart={(_event: DragStartEvent) => {
        targetRef.current = null;
        onDraggingChange?.(true);
      }}
      onDragMove={follow}
      onDragOver={follow}
      onDragEnd={(event) => {
        const next = targetOf(event, columnsRef.current);
        targetRef.current = next;
        if (next) onChange(dropOnBoard(columnsRef.current, String(event.active.id), next));
        stop();
      }}
      onDragCancel={stop}
    >
      <div className={classes.columns} data-count={columns.length}>
        {columns.map((ids, column) => (
          <Column key={column} index={column} info={columnInfo[column] ?? {}} ids={ids}>
            {ids.map((id, index) => (
              <SortableRow
                key={id}
                id={id}
                row={rowOf(id)}
                index={index}
                length={ids.length}
                dropEdge={
                  target?.overId === id && 'edge' in target.target ? target.target.edge : null
                }
                onMove={(move) => onChange(moveOnBoard(columns, id, move))}
                extras={extras(id)}
              />
            ))}
          </Column>
        ))}
      </div>
    </DndContext>
  );
}
