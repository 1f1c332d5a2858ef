/**
 * 'Add custom item' on a card: a title (2 to 100 characters), an explanation and the access.
 * An item of the same name on another card brings the spec's duplicate warning (§5 Other);
 * staff may then add it anyway.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CardView } from '@candor/domain/portal/portalView';
import {
  customItemSchema,
  type CustomItem,
  type CustomItemInput,
} from '@candor/domain/items/item.schema';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { AccessRadio } from './AccessRadio.js';
import { cardEditApi } from './cardEditApi.js';
import { ExplanationInput } from './ExplanationInput.js';

export default function AddCustomItemDialog({
  card,
  onClose,
}: {
  card: CardView;
  onClose: () => void;
}) {
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const snack = useSnack();
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomItemInput, unknown, CustomItem>({
    resolver: zodResolver(customItemSchema),
    defaultValues: { title: '', explanation: '', publicAccess: false },
  });
  const { register, control, handleSubmit, formState } = form;

  const add = (allowDuplicate: boolean) =>
    handleSubmit(async (item) => {
      setFailure(null);
      try {
        const added = await cardEditApi.addCustomItem(productId, card.kind, {
          ...item,
          allowDuplicate,
        });
        snack(added.message);
        onClose();
        await refresh();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'conflict') setDuplicate(error.message);
        else setFailure(error instanceof ApiError ? error.message : String(error));
      }
    });

  return (
    <Modal opened onClose={onClose} title={`Add custom item to ${card.title}`} centered>
      <form onSubmit={(event) => void add(false)(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            {...register('title', { onChange: () => setDuplicate(null) })}
            error={formState.errors.title?.message}
            data-autofocus
          />
          <ExplanationInput
            kind={card.kind}
            {...register('explanation')}
            error={formState.errors.explanation?.message}
          />
          <Controller
            control={control}
            name="publicAccess"
            render={({ field }) => <AccessRadio value={field.value} onChange={field.onChange} />}
          />
          {duplicate ? (
            <Alert color="yellow" title="Duplicate item" role="alert">
              {duplicate}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {duplicate ? (
            <Button
              variant="light"
              onClick={() => void add(true)()}
              loading={formState.isSubmitting}
            >
              Add anyway
            </Button>
          ) : (
            <Button type="submit" loading={formState.isSubmitting}>
              Add item
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  );
}
