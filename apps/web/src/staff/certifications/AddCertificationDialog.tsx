/**
 * The 'Add certification' dialog (main mode, content editors; its button is staff/AddButton):
 * a framework from Candor's catalogue (shown
 * with its badge on the portal), the auditor and the expiry date, both optional; the badge is
 * previewed as typed, in the auditor's variant when Candor draws one (domain auditorBadges.ts).
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import {
  addCertificationSchema,
  CERTIFICATION_MESSAGES,
  type AddCertificationInput,
} from '@candor/domain/certifications/certification.schema';
import {
  CERTIFICATION_FRAMEWORKS,
  CERTIFICATION_LOGO_SIZE,
} from '@candor/domain/certifications/certificationCatalogue';
import { certificationBadgePath } from '@candor/domain/certifications/auditorBadges';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { FormDialog, usePortalSave } from '../FormDialog.js';
import { addCertification } from '../trustedBy/trustedByApi.js';

const FRAMEWORK_OPTIONS = CERTIFICATION_FRAMEWORKS.map((framework) => ({
  value: framework.key,
  label: framework.name,
}));

export default function AddCertificationDialog({ onClose }: { onClose: () => void }) {
  const { productId } = usePortalViewer();
  const saving = usePortalSave({ failed: CERTIFICATION_MESSAGES.addFailed, onClose });
  const form = useForm<AddCertificationInput>({
    resolver: zodResolver(addCertificationSchema),
    defaultValues: { auditor: '', expiry: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The badge the portal will show: the auditor's variant when Candor draws one.
  const badge = certificationBadgePath(form.watch('logoKey'), form.watch('auditor'));
  const submit = form.handleSubmit((values) =>
    saving.save(() => addCertification(productId, values)),
  );
  return (
    <FormDialog title="Add certification" saving={saving} busy={isSubmitting} onSubmit={submit}>
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
      <TextInput label="Auditor" {...form.register('auditor')} error={errors.auditor?.message} />
      <TextInput
        label="Expiration Date"
        type="date"
        {...form.register('expiry')}
        error={errors.expiry?.message}
      />
      {badge ? (
        <img
          src={badge}
          alt="Badge preview"
          width={CERTIFICATION_LOGO_SIZE}
          height={CERTIFICATION_LOGO_SIZE}
          data-testid="certification-badge-preview"
        />
      ) : null}
    </FormDialog>
  );
}
