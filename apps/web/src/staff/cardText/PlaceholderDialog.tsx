/**
 * 'Edit placeholder text' (staff-content.md §2, §5): what an empty card says, at most 1000
 * characters; saving answers 'Placeholder text updated'.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { placeholderFormSchema } from '@candor/domain/cards/card.schema';
import { LIMITS } from '@candor/domain/cards/constants';
import type { CardDialogProps } from '../../cards/cardDialogs.js';
import { DialogActions } from '../../ui/DialogActions.js';
import { useCardTextSave } from './useCardTextSave.js';

export default function PlaceholderDialog({ card, onClose }: CardDialogProps) {
  const save = useCardTextSave(card.kind);
  const form = useForm<{ placeholder: string }>({
    resolver: zodResolver(placeholderFormSchema),
    defaultValues: { placeholder: card.placeholder ?? '' },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async ({ placeholder }) => {
    if (await save({ placeholder })) onClose();
  });
  return (
    <Modal opened onClose={onClose} title="Edit placeholder text" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Textarea
          label="Placeholder text"
          description={`Shown when the card has nothing to show. At most ${LIMITS.placeholderMax} characters.`}
          autosize
          minRows={3}
          maxRows={10}
          {...register('placeholder')}
          error={formState.errors.placeholder?.message}
          data-autofocus
        />
        <DialogActions onCancel={onClose} busy={formState.isSubmitting} mt="lg" />
      </form>
    </Modal>
  );
}
