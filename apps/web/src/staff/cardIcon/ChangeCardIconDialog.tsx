/**
 * Placeholder until its owner's branch lands: the menu entry opens a dialog that says the
 * action is not available yet, and changes nothing.
 */
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import type { CardDialogProps } from '../../cards/cardDialogs.js';

export default function ChangeCardIconDialog({ card, onClose }: CardDialogProps) {
  return (
    <Modal opened onClose={onClose} title={card.title}>
      This action is not available yet.
    </Modal>
  );
}
