/** 'Re-order cards' (main mode): the cards of the Cards section, hidden ones dimmed. */
import type { CardKind } from '@candor/domain/cards/constants';
import { CARD_KINDS } from '@candor/domain/cards/constants';
import {
  cardOrderFailedMessage,
  ORDERING_MESSAGES,
} from '@candor/domain/ordering/ordering.messages';
import { useCallback } from 'react';
import type { BoardRow } from './boardRows.js';
import { saveCardOrder } from './reorderApi.js';
import { loadStatus, ReorderModal } from './ReorderModal.js';
import { SortableBoard } from './SortableBoard.js';
import { useLayoutOrder } from './useLayoutOrder.js';
import { useReorderSave } from './useReorderSave.js';

const isCardKind = (id: string): id is CardKind => CARD_KINDS.some((kind) => kind === id);

export default function CardsReorderDialog({ onClose }: { onClose: () => void }) {
  const { productId, layout, current, changed, setOrder, dragging, setDragging } = useLayoutOrder(
    (saved) => saved.cards.map((card) => card.kind),
  );
  const { saving, error, save } = useReorderSave({
    failedMessage: cardOrderFailedMessage(layout.data?.productSlug ?? ''),
    onClose,
  });
  const cards = layout.data?.cards;
  const rowOf = useCallback(
    (id: string): BoardRow => {
      const card = cards?.find((c) => c.kind === id);
      return { label: card?.title ?? id, hidden: card?.hidden ?? false };
    },
    [cards],
  );

  return (
    <ReorderModal
      title={ORDERING_MESSAGES.cardsDialogTitle}
      onClose={onClose}
      changed={changed}
      saving={saving}
      dragging={dragging}
      onSave={() => void save(() => saveCardOrder(productId, current))}
      status={loadStatus(layout)}
      error={error}
    >
      <SortableBoard
        columns={[current]}
        columnInfo={[{ emptyText: 'No cards to order' }]}
        rowOf={rowOf}
        onChange={([next]) => setOrder((next ?? []).filter(isCardKind))}
        onDraggingChange={setDragging}
      />
    </ReorderModal>
  );
}
