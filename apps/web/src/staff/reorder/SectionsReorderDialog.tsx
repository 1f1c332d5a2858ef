/**
 * 'Re-order Trust Center sections' (staff-content.md §2): every section, disabled ones dimmed
 * with the hidden icon; drag or the row menu; Overview and Certifications combined into one row
 * or separated again from the menu.
 */
import type { SectionId } from '@candor/domain/cards/constants';
import {
  combineOverviewAndCertifications,
  sectionRowAction,
  separateOverviewAndCertifications,
} from '@candor/domain/ordering/listMoves';
import { combineSectionsLabel, ORDERING_MESSAGES } from '@candor/domain/ordering/ordering.messages';
import type { ProductLayout } from '@candor/domain/ordering/ordering';
import { SECTION_IDS } from '@candor/domain/cards/constants';
import { useCallback } from 'react';
import type { BoardRow, RowMenuAction } from './boardRows.js';
import { saveSectionOrder } from './reorderApi.js';
import { loadStatus, ReorderModal } from './ReorderModal.js';
import { SortableBoard } from './SortableBoard.js';
import { useLayoutOrder } from './useLayoutOrder.js';
import { useReorderSave } from './useReorderSave.js';

const isSectionId = (id: string): id is SectionId => SECTION_IDS.some((known) => known === id);

function SectionsBoard({
  layout,
  order,
  onChange,
  onDraggingChange,
}: {
  layout: ProductLayout;
  order: SectionId[];
  onChange: (order: SectionId[]) => void;
  onDraggingChange: (dragging: boolean) => void;
}) {
  const rowOf = useCallback(
    (id: string): BoardRow =>
      isSectionId(id)
        ? { label: layout.sections[id].title, hidden: layout.sections[id].hidden }
        : { label: id, hidden: false },
    [layout],
  );
  const extras = (id: string): RowMenuAction[] => {
    if (!isSectionId(id)) return [];
    const action = sectionRowAction(id);
    if (action === 'separate') {
      return [
        {
          label: ORDERING_MESSAGES.separateOverviewAndCertifications,
          run: () => onChange(separateOverviewAndCertifications(order)),
        },
      ];
    }
    if (action === 'combine') {
      const other = id === 'overview' ? 'certifications' : 'overview';
      return [
        {
          label: combineSectionsLabel(layout.sections[id].title, layout.sections[other].title),
          run: () => onChange(combineOverviewAndCertifications(order)),
        },
      ];
    }
    return [];
  };
  return (
    <SortableBoard
      columns={[order]}
      columnInfo={[{}]}
      rowOf={rowOf}
      onChange={([next]) => onChange((next ?? []).filter(isSectionId))}
      extras={extras}
      onDraggingChange={onDraggingChange}
    />
  );
}

export default function SectionsReorderDialog({ onClose }: { onClose: () => void }) {
  const { productId, layout, current, changed, setOrder, dragging, setDragging } = useLayoutOrder(
    (saved) => saved.sectionOrder,
  );
  const { saving, error, save } = useReorderSave({
    failedMessage: ORDERING_MESSAGES.sectionsFailed,
    onClose,
  });

  return (
    <ReorderModal
      title={ORDERING_MESSAGES.sectionsDialogTitle}
      tooltip={ORDERING_MESSAGES.sectionsDialogTooltip}
      onClose={onClose}
      changed={changed}
      saving={saving}
      dragging={dragging}
      onSave={() => void save(() => saveSectionOrder(productId, current))}
      status={loadStatus(layout)}
      error={error}
    >
      {layout.data ? (
        <SectionsBoard
          layout={layout.data}
          order={current}
          onChange={setOrder}
          onDraggingChange={setDragging}
        />
      ) : null}
    </ReorderModal>
  );
}
