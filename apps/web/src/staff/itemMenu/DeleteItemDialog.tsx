/**
 * 'Delete custom item': asks first, then deletes; a failure shows the spec's 'Delete Error'
 * dialog (staff-content.md §8).
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ITEM_EDIT_MESSAGES } from '@candor/domain/items/item.messages';
import type { ItemView } from '@candor/domain/portal/portalView';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { cardEditApi } from '../cardEdit/cardEditApi.js';

export default function DeleteItemDialog({
  item,
  onClose,
}: {
  item: ItemView;
  onClose: () => void;
}) {
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const snack = useSnack();
  const [state, setState] = useState<'confirm' | 'deleting' | 'failed'>('confirm');

  const remove = async () => {
    setState('deleting');
    try {
      const deleted = await cardEditApi.deleteCustomItem(productId, item.uid);
      snack(deleted.message);
      onClose();
      await refresh();
    } catch {
      setState('failed');
    }
  };

  if (state === 'failed') {
    return (
      <Modal
        opened
        onClose={onClose}
        title={ITEM_EDIT_MESSAGES.deleteErrorTitle}
        centered
        zIndex={400}
      >
        <Text size="sm" role="alert">
          {ITEM_EDIT_MESSAGES.deleteErrorText}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title="Delete custom item" centered zIndex={400}>
      <Text size="sm">
        Delete {item.title}? It disappears from the Trust Center and cannot be restored.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={() => void remove()} loading={state === 'deleting'}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
