/**
 * 'Move item to a different card' (staff-content.md §5 "Move item"): a destination is required,
 * and neither the excluded cards nor the item's own card is offered.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import { ITEM_EDIT_MESSAGES } from '@candor/domain/items/item.messages';
import { MOVE_MESSAGES, moveDestinations } from '@candor/domain/items/itemMove';
import type { ItemView } from '@candor/domain/portal/portalView';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { cardEditApi } from '../cardEdit/cardEditApi.js';
import type { CardChoice } from './ItemMenu.js';

export default function MoveItemDialog({
  item,
  cards,
  onClose,
}: {
  item: ItemView;
  cards: CardChoice[];
  onClose: () => void;
}) {
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const snack = useSnack();
  const [destination, setDestination] = useState<CardKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const offered = moveDestinations(
    item.kind,
    cards.map((card) => card.kind),
  );
  const options = offered.map((kind) => ({
    value: kind,
    label: cards.find((card) => card.kind === kind)?.title ?? kind,
  }));

  const move = async () => {
    if (!destination) {
      setError(MOVE_MESSAGES.destinationRequired);
      return;
    }
    setSaving(true);
    try {
      const moved = await cardEditApi.moveItem(productId, item.uid, destination);
      snack(moved.message);
      await refresh();
      onClose();
    } catch {
      snack(ITEM_EDIT_MESSAGES.moveFailed, 'error');
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Move item to a different card" centered zIndex={400}>
      <Select
        label="Destination card"
        placeholder="Choose a card"
        data={options}
        value={destination}
        onChange={(value) => {
          setDestination(options.find((option) => option.value === value)?.value ?? null);
          setError(null);
        }}
        error={error}
        searchable
        required
        comboboxProps={{ zIndex: 500 }}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void move()} loading={saving}>
          Move
        </Button>
      </Group>
    </Modal>
  );
}
