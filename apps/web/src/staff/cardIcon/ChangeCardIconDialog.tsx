/**
 * 'Change {card title} card icon' (staff-content.md §2, §4): keep the default icon or upload a
 * custom one (png, jpeg or svg, at most 1 MB). Saving custom uploads the file (the server
 * creates or updates the icon asset); saving default removes a custom icon. Then the page data
 * reloads and the snack says what happened.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import {
  CARD_ICON_MAX_BYTES,
  CARD_ICON_MESSAGES,
  CARD_ICON_TEXT,
  changeCardIconTitle,
} from '@candor/domain/cards/cardIcon';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Radio, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, jsonRequest } from '../../api/jsonRequest.js';
import type { CardDialogProps } from '../../cards/cardDialogs.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { FileDropzone } from '../upload/FileDropzone.js';
import { DialogActions } from '../../ui/DialogActions.js';

const cardIconFormSchema = z
  .object({ mode: z.enum(['default', 'custom']), file: z.instanceof(Blob).nullable() })
  .superRefine((values, ctx) => {
    if (values.mode !== 'custom') return;
    if (!values.file) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: CARD_ICON_MESSAGES.required });
    } else if (values.file.size > CARD_ICON_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: CARD_ICON_MESSAGES.tooLarge });
    }
  });
type CardIconForm = z.infer<typeof cardIconFormSchema>;

const ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

export default function ChangeCardIconDialog({ card, onClose }: CardDialogProps) {
  const { productId } = usePortalViewer();
  const snack = useSnack();
  const refresh = usePortalRefresh();
  const form = useForm<CardIconForm>({
    resolver: zodResolver(cardIconFormSchema),
    defaultValues: { mode: card.iconUrl ? 'custom' : 'default', file: null },
  });
  const mode = form.watch('mode');
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async ({ mode: chosen, file }) => {
    if (!productId) {
      snack(CARD_ICON_MESSAGES.productRequired, 'error');
      return;
    }
    const url = `/api/trust-center/products/${encodeURIComponent(productId)}/cards/${card.kind}/icon`;
    try {
      if (chosen === 'custom' && file) {
        const saved = await jsonRequest<{ message: string }>('PUT', url, file);
        await refresh().catch(() => undefined);
        snack(saved.message, 'success', {
          label: CARD_ICON_MESSAGES.refreshPage,
          onClick: () => window.location.reload(),
        });
      } else if (chosen === 'custom') {
        // The icon already saved stays: nothing to upload.
      } else if (card.iconUrl) {
        const reset = await jsonRequest<{ message: string }>('DELETE', url);
        await refresh().catch(() => undefined);
        snack(reset.message);
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        form.setError('file', { message: error.message });
      }
      snack(CARD_ICON_MESSAGES.failed, 'error');
    }
  });

  return (
    <Modal opened onClose={onClose} title={changeCardIconTitle(card.title)} centered>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(value) => field.onChange(value === 'custom' ? 'custom' : 'default')}
                aria-label={changeCardIconTitle(card.title)}
              >
                <Stack gap="xs">
                  <Radio value="default" label={CARD_ICON_TEXT.useDefault} />
                  <Radio value="custom" label={CARD_ICON_TEXT.useCustom} />
                </Stack>
              </Radio.Group>
            )}
          />
          {mode === 'custom' ? (
            <Controller
              control={form.control}
              name="file"
              render={({ field, fieldState }) => (
                <FileDropzone
                  label={CARD_ICON_TEXT.dropzoneLabel}
                  hint={CARD_ICON_TEXT.hint}
                  accept={ACCEPT}
                  file={field.value instanceof File ? field.value : null}
                  error={fieldState.error?.message}
                  onFile={(file) => {
                    field.onChange(file);
                    form.clearErrors('file');
                  }}
                />
              )}
            />
          ) : null}
          <DialogActions onCancel={onClose} busy={isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
