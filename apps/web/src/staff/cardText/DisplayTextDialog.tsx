/**
 * 'Edit display text' (staff-content.md §2, §5): empty means the default, otherwise 4 to 100
 * characters, with the spec's helper text.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { DISPLAY_TEXT_HELPER, displayTextFormSchema } from '@candor/domain/cards/card.schema';
import type { CardDialogProps } from '../../cards/cardDialogs.js';
import { DialogActions } from '../../ui/DialogActions.js';
import { useCardTextSave } from './useCardTextSave.js';

interface DisplayTextInput {
  displayText?: string | null | undefined;
}
interface DisplayTextOutput {
  displayText: string | null;
}

export default function DisplayTextDialog({ card, onClose }: CardDialogProps) {
  const save = useCardTextSave(card.kind);
  const form = useForm<DisplayTextInput, unknown, DisplayTextOutput>({
    resolver: zodResolver(displayTextFormSchema),
    defaultValues: { displayText: card.displayText ?? '' },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async ({ displayText }) => {
    if (await save({ displayText: displayText ?? '' })) onClose();
  });
  return (
    <Modal opened onClose={onClose} title="Edit display text" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label="Display text"
          description={DISPLAY_TEXT_HELPER}
          {...register('displayText')}
          error={formState.errors.displayText?.message}
          data-autofocus
        />
        <DialogActions onCancel={onClose} busy={formState.isSubmitting} mt="lg" />
      </form>
    </Modal>
  );
}
