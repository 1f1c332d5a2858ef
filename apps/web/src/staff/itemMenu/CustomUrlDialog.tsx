/**
 * 'Create custom url' (staff-content.md §5 "Custom URL slug"): the slug starts from the item's
 * title, Save is disabled while it is empty, in error or unchanged, and the result shows in a
 * tooltip for 3 seconds. The item then opens at its shared link.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Tooltip.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  canSubmitCustomUrlSlug,
  customUrlFormSchema,
  defaultSlug,
  type CustomUrlForm,
} from '@candor/domain/items/customUrlSlug';
import { ITEM_EDIT_MESSAGES } from '@candor/domain/items/item.messages';
import type { ItemView } from '@candor/domain/portal/portalView';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { cardEditApi } from '../cardEdit/cardEditApi.js';

/** How long the result tooltip stays (staff-content.md §4 "Custom URL"). */
export const RESULT_TOOLTIP_MS = 3000;

export default function CustomUrlDialog({
  item,
  onClose,
}: {
  item: ItemView;
  onClose: () => void;
}) {
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const [saved, setSaved] = useState(item.customUrlSlug);
  const [result, setResult] = useState<{ message: string; ok: boolean } | null>(null);
  const form = useForm<CustomUrlForm>({
    resolver: zodResolver(customUrlFormSchema),
    mode: 'onChange',
    defaultValues: { slug: item.customUrlSlug ?? defaultSlug(item.title) },
  });
  const { register, control, formState, handleSubmit, setError } = form;
  const slug = useWatch({ control, name: 'slug' });
  const error = formState.errors.slug;
  const conflict = error?.type === 'conflict' ? (error.message ?? null) : null;
  const canSubmit = canSubmitCustomUrlSlug(slug, saved, conflict) && !formState.isSubmitting;

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), RESULT_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const submit = handleSubmit(async (values) => {
    try {
      const created = await cardEditApi.setCustomUrl(productId, item.uid, values.slug);
      setSaved(created.customUrlSlug);
      setResult({ message: created.message, ok: true });
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'conflict') {
        setError('slug', { type: 'conflict', message: failure.message });
        setResult({ message: failure.message, ok: false });
      } else {
        setResult({ message: ITEM_EDIT_MESSAGES.customUrlFailed, ok: false });
      }
    }
  });

  return (
    <Modal opened onClose={onClose} title="Create custom url" centered zIndex={400}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label="URL slug"
          description="Lowercase letters, numbers and hyphens"
          {...register('slug')}
          error={error?.message}
          data-autofocus
        />
        {item.shareUrl && saved === item.customUrlSlug ? (
          <Text size="sm" mt="sm">
            Custom URL:{' '}
            <Anchor href={item.shareUrl} target="_blank" rel="noopener noreferrer">
              {item.shareUrl}
            </Anchor>
          </Text>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Tooltip
            label={result?.message ?? ''}
            opened={result !== null}
            color={result?.ok === false ? 'red' : undefined}
            withinPortal={false}
          >
            <Button type="submit" disabled={!canSubmit} loading={formState.isSubmitting}>
              Save
            </Button>
          </Tooltip>
        </Group>
        {/* The tooltip is visual; screen readers hear the result here. */}
        <VisuallyHidden role="status">{result?.message ?? ''}</VisuallyHidden>
      </form>
    </Modal>
  );
}
