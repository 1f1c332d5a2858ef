/**
 * 'Re-order items' of a card (opened from the card's actions menu): a single list with the
 * hidden icon on disabled items, or for Documents the two columns 'Featured documents' and
 * 'Non-featured documents', where moving an item between the columns changes whether it is
 * featured.
 */
import {
  itemOrderFailedMessage,
  ORDERING_MESSAGES,
} from '@candor/domain/ordering/ordering.messages';
import type { CardItemOrder } from '@candor/domain/ordering/ordering';
import { dropOnBoard, positionOf } from '@candor/domain/ordering/listMoves';
import { useQuery } from '../../api/queries.js';
import { useCallback, useState } from 'react';
import type { CardDialogProps } from '../../cards/cardDialogs.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import type { BoardColumn, BoardRow, RowMenuAction } from './boardRows.js';
import { fetchCardItemOrder, reorderKeys, saveItemOrder } from './reorderApi.js';
import { loadStatus, ReorderModal } from './ReorderModal.js';
import { SortableBoard } from './SortableBoard.js';
import { useReorderSave } from './useReorderSave.js';

const DOCUMENT_COLUMNS: BoardColumn[] = [
  { title: ORDERING_MESSAGES.featuredColumn, emptyText: 'No featured documents' },
  { title: ORDERING_MESSAGES.nonFeaturedColumn, emptyText: 'No other documents' },
];

/** The saved order as the board's columns: featured then the rest, or one list. */
function columnsOf(order: CardItemOrder): string[][] {
  if (!order.featuredColumns) return [order.items.map((item) => item.uid)];
  return [
    order.items.filter((item) => item.featured).map((item) => item.uid),
    order.items.filter((item) => !item.featured).map((item) => item.uid),
  ];
}

const sameBoard = (a: string[][], b: string[][]) =>
  a.length === b.length && a.every((column, i) => column.join() === b[i]?.join());

export default function ReorderItemsDialog({ card, onClose }: CardDialogProps) {
  const { productId } = usePortalViewer();
  const order = useQuery({
    queryKey: reorderKeys.items(productId, card.kind),
    queryFn: ({ signal }) => fetchCardItemOrder(productId, card.kind, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const [board, setBoard] = useState<string[][] | null>(null);
  const [dragging, setDragging] = useState(false);
  const { saving, error, save } = useReorderSave({
    failedMessage: itemOrderFailedMessage(card.title),
    onClose,
  });
  const saved = order.data ? columnsOf(order.data) : [[]];
  const current = board ?? saved;
  const featuredColumns = order.data?.featuredColumns ?? false;
  const items = order.data?.items;
  const rowOf = useCallback(
    (uid: string): BoardRow => {
      const item = items?.find((i) => i.uid === uid);
      if (!item) return { label: uid, hidden: false };
      return {
        label: item.title,
        hidden: item.hidden,
        ...(featuredColumns ? { detail: item.cardTitle } : {}),
      };
    },
    [items, featuredColumns],
  );
  // The menu's way across the columns, for keyboard and pointer alike.
  const extras = (uid: string): RowMenuAction[] => {
    if (!featuredColumns) return [];
    const at = positionOf(current, uid);
    if (!at) return [];
    const to = at.column === 0 ? 1 : 0;
    return [
      {
        label: `Move to ${DOCUMENT_COLUMNS[to]?.title ?? ''}`,
        run: () => setBoard(dropOnBoard(current, uid, { column: to, end: true })),
      },
    ];
  };

  const submit = () => {
    const [first = [], second = []] = current;
    const body = featuredColumns
      ? { items: [...first, ...second], featured: first }
      : { items: first };
    void save(() => saveItemOrder(productId, card.kind, body));
  };

  return (
    <ReorderModal
      title={`Re-order ${card.title} items`}
      onClose={onClose}
      changed={board !== null && !sameBoard(board, saved)}
      saving={saving}
      dragging={dragging}
      onSave={submit}
      status={loadStatus(order)}
      error={error}
    >
      <SortableBoard
        columns={current}
        columnInfo={featuredColumns ? DOCUMENT_COLUMNS : [{ emptyText: 'No items to order' }]}
        rowOf={rowOf}
        onChange={setBoard}
        extras={extras}
        onDraggingChange={setDragging}
      />
    </ReorderModal>
  );
}
