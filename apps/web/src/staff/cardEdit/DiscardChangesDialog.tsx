/** The discard-changes confirmation (staff-content.md §2): the form is dirty and staff leave it. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Text } from '@mantine/core';

export const DISCARD_TEXTS = {
  title: 'Discard changes?',
  body: 'You have unsaved changes. If you leave now, they will be lost.',
  keep: 'Keep editing',
  discard: 'Discard changes',
} as const;

export function DiscardChangesDialog({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onKeep} title={DISCARD_TEXTS.title} centered zIndex={400}>
      <Text size="sm">{DISCARD_TEXTS.body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {DISCARD_TEXTS.keep}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {DISCARD_TEXTS.discard}
        </Button>
      </Group>
    </Modal>
  );
}
