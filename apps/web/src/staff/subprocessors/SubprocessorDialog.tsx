/**
 * 'Add subprocessor' and 'Edit subprocessor': the company (picker, required), purpose, location
 * and additional details (optional), validated with the domain's schema.
 */
import type { CompanyOption } from '@candor/domain/companies/company';
import { COMPANY_MESSAGES } from '@candor/domain/companies/company.schema';
import type { SubprocessorView } from '@candor/domain/portal/portalView';
import {
  SUBPROCESSOR_MESSAGES,
  subprocessorInputSchema,
} from '@candor/domain/subprocessors/subprocessor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { CompanyPicker } from '../companies/CompanyPicker.js';
import { companyInputOf, companyOptionOf } from '../companies/companyInput.js';
import { FormDialog, usePortalSave } from '../FormDialog.js';
import { createSubprocessor, updateSubprocessor } from './subprocessorApi.js';

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
  const saving = usePortalSave({ failed: SUBPROCESSOR_MESSAGES.failed, onClose });
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

  const submit = form.handleSubmit(async (values) => {
    if (!values.company) return;
    saving.setError(null);
    const input = { ...values, company: companyInputOf(values.company) };
    await saving.save(() =>
      subprocessor
        ? updateSubprocessor(productId, subprocessor.id, input)
        : createSubprocessor(productId, input),
    );
  });

  return (
    <FormDialog
      title={subprocessor ? 'Edit subprocessor' : 'Add subprocessor'}
      saving={saving}
      busy={isSubmitting}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="company"
        render={({ field }) => (
          <CompanyPicker
            label="Company"
            value={field.value ?? null}
            onChange={(company) => {
              field.onChange(company);
              // An addendum company brings its headquarters and usual purpose, if still empty.
              for (const name of ['location', 'purpose'] as const) {
                const known = company?.[name];
                if (known && !form.getValues(name)) form.setValue(name, known);
              }
            }}
            error={errors.company?.message}
          />
        )}
      />
      <TextInput label="Purpose" {...form.register('purpose')} error={errors.purpose?.message} />
      <TextInput label="Location" {...form.register('location')} error={errors.location?.message} />
      <Textarea
        label="Additional Details"
        autosize
        minRows={2}
        {...form.register('additionalDetails')}
        error={errors.additionalDetails?.message}
      />
    </FormDialog>
  );
}
