/**
 * 'Add certification' (main mode, content editors): a framework from Candor's catalogue (shown
 * with its badge on the portal), the auditor and the expiry date, both optional.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import {
  addCertificationSchema,
  CERTIFICATION_MESSAGES,
  type AddCertificationInput,
} from '@candor/domain/certifications/certification.schema';
import { CERTIFICATION_FRAMEWORKS } from '@candor/domain/certifications/certificationCatalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Modal, Select, Stack, TextInput } from '@mantine/core';
import { AddButton } from '../AddButton.js';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { addCertification } from '../trustedBy/trustedByApi.js';
import { DialogActions } from '../../ui/DialogActions.js';

const FRAMEWORK_OPTIONS = CERTIFICATION_FRAMEWORKS.map((framework) => ({
  value: framework.key,
  label: framework.name,
}));

function AddCertificationDialog({ onClose }: { onClose: () => void }) {
  const { productId } = usePortalViewer();
  const snack = useSnack();
  const refresh = usePortalRefresh();
  const [rootError, setRootError] = useState<string | null>(null);
  const form = useForm<AddCertificationInput>({
    resolver: zodResolver(addCertificationSchema),
    defaultValues: { auditor: '', expiry: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (values) => {
    try {
      const added = await addCertification(productId, values);
      await refresh().catch(() => undefined);
      snack(added.message);
      onClose();
    } catch (error) {
      setRootError(error instanceof ApiError ? error.message : CERTIFICATION_MESSAGES.addFailed);
    }
  });
  return (
    <Modal opened onClose={onClose} title="Add certification" centered>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="logoKey"
            render={({ field }) => (
              <Select
                label="Certification"
                required
                searchable
                placeholder="Choose a framework"
                data={FRAMEWORK_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={errors.logoKey?.message}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
          <TextInput
            label="Auditor"
            {...form.register('auditor')}
            error={errors.auditor?.message}
          />
          <TextInput
            label="Expiration Date"
            type="date"
            {...form.register('expiry')}
            error={errors.expiry?.message}
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

export default function AddCertificationButton() {
  return <AddButton label="Add certification" Dialog={AddCertificationDialog} />;
}
