/**
 * 'Add subprocessor' and 'Edit subprocessor': the company (picker, required), purpose, location
 * and additional details (optional), validated with the domain's schema.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import type { CompanyOption } from '@candor/domain/companies/company';
import { COMPANY_MESSAGES } from '@candor/domain/companies/company.schema';
import type { SubprocessorView } from '@candor/domain/portal/portalView';
import {
  SUBPROCESSOR_MESSAGES,
  subprocessorInputSchema,
} from '@candor/domain/subprocessors/subprocessor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { CompanyPicker } from '../companies/CompanyPicker.js';
import { companyInputOf, companyOptionOf } from '../companies/companyInput.js';
import { createSubprocessor, updateSubprocessor } from './subprocessorApi.js';
import { DialogActions } from '../../ui/DialogActions.js';

const formSchema = subprocessorInputSchema.extend({
  company: z
    .custom<CompanyOption | null>()
    .refine((company) => company !== null, COMPANY_MESSAGES.required),
});
type SubprocessorForm = z.input<typeof formSchema>;

export default function SubprocessorDialog({
  subprocessor,
  onClose,
}: {
  /** The subprocessor to edit; none to add one. */
  subprocessor?: SubprocessorView;
  onClose: () => void;
}) {
  const { productId } = usePortalViewer();
  const snack = useSnack();
  const refresh = usePortalRefresh();
  const [rootError, setRootError] = useState<string | null>(null);
  const form = useForm<SubprocessorForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      company: subprocessor ? companyOptionOf(subprocessor.company) : null,
      purpose: subprocessor?.purpose ?? '',
      location: subprocessor?.location ?? '',
      additionalDetails: subprocessor?.additionalDetails ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    if (!values.company) return;
    setRootError(null);
    const input = { ...values, company: companyInputOf(values.company) };
    try {
      const saved = subprocessor
        ? await updateSubprocessor(productId, subprocessor.id, input)
        : await createSubprocessor(productId, input);
      await refresh().catch(() => undefined);
      snack(saved.message);
      onClose();
    } catch (error) {
      setRootError(error instanceof ApiError ? error.message : SUBPROCESSOR_MESSAGES.failed);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={subprocessor ? 'Edit subprocessor' : 'Add subprocessor'}
      centered
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="company"
            render={({ field }) => (
              <CompanyPicker
                label="Company"
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.company?.message}
              />
            )}
          />
          <TextInput
            label="Purpose"
            {...form.register('purpose')}
            error={errors.purpose?.message}
          />
          <TextInput
            label="Location"
            {...form.register('location')}
            error={errors.location?.message}
          />
          <Textarea
            label="Additional Details"
            autosize
            minRows={2}
            {...form.register('additionalDetails')}
            error={errors.additionalDetails?.message}
          />
          {rootError ? (
            <Alert color="red" role="alert">
              {rootError}
            </Alert>
          ) : null}
          <DialogActions onCancel={onClose} busy={isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
