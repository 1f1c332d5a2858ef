/**
 * Staff controls of 'Trusted by' (main mode, content editors): the 'Add company' dialog with the
 * company picker (its button is staff/AddButton), and a remove button on each logo, confirmed
 * first. Loaded only for editors.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import type { CompanyOption } from '@candor/domain/companies/company';
import { COMPANY_MESSAGES } from '@candor/domain/companies/company.schema';
import type { ItemView } from '@candor/domain/portal/portalView';
import { TRUSTED_BY_MESSAGES } from '@candor/domain/trustedBy/trustedBy.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { CloseIcon } from '../../ui/icons.js';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { CompanyPicker } from '../companies/CompanyPicker.js';
import { companyInputOf } from '../companies/companyInput.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { useAfterPortalChange, usePortalSave } from '../FormDialog.js';
import { addTrustedBy, removeTrustedBy } from './trustedByApi.js';

const formSchema = z.object({
  company: z
    .custom<CompanyOption | null>()
    .refine((company) => company !== null, COMPANY_MESSAGES.required),
});
type AddCompanyForm = z.input<typeof formSchema>;

export function AddCompanyDialog({ onClose }: { onClose: () => void }) {
  const { productId } = usePortalViewer();
  const { error, save } = usePortalSave({ failed: TRUSTED_BY_MESSAGES.addFailed, onClose });
  const form = useForm<AddCompanyForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { company: null },
  });
  const submit = form.handleSubmit(async ({ company }) => {
    if (company) await save(() => addTrustedBy(productId, companyInputOf(company)));
  });
  return (
    <Modal opened onClose={onClose} title="Add company" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="company"
            render={({ field, fieldState }) => (
              <CompanyPicker
                label="Company"
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function RemoveTrustedByButton({ item }: { item: ItemView }) {
  const { productId } = usePortalViewer();
  const afterChange = useAfterPortalChange();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={`Remove ${item.title}`}
        onClick={() => setOpen(true)}
      >
        <CloseIcon size={14} stroke={2} />
      </ActionIcon>
      {open ? (
        <ConfirmDialog
          title="Remove company"
          message={`Remove ${item.title} from Trusted by?`}
          confirmLabel="Remove"
          failedMessage={TRUSTED_BY_MESSAGES.removeFailed}
          onConfirm={async () => afterChange(await removeTrustedBy(productId, item.uid))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
