import { zodResolver } from '@hookform/resolvers/zod';
import { settingsPatchSchema, type SettingsPatch } from '@candor/domain/settings/settings.schema';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '../../api/queries.js';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useSnack } from '../../ui/Snack.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Settings } from '../api/adminApi.js';
import { SaveButtons } from '../ui/SaveButtons.js';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard.js';
import { changedSettings, settingsFormValues, type SettingsFormValues } from './settingsForm.js';

export type SettingsFormApi = UseFormReturn<SettingsFormValues, unknown, SettingsPatch>;

/**
 * One settings tab's form: its fields (`children`) and one Save, off until something changed and
 * saying when it is saving; only the fields staff touched are sent. Leaving it unsaved asks first.
 */
export function SettingsForm({
  settings,
  label,
  children,
}: {
  settings: Settings;
  label: string;
  children: (form: SettingsFormApi) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const snack = useSnack();
  const form: SettingsFormApi = useForm({
    resolver: zodResolver(settingsPatchSchema),
    defaultValues: settingsFormValues(settings),
  });
  const { handleSubmit, formState, reset } = form;

  const save = useMutation({
    mutationFn: adminApi.settings.patch,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.settings, { settings: answer.settings });
      reset(settingsFormValues(answer.settings));
      snack(answer.message ?? 'Settings saved');
    },
    onError: (error) => snack(error.message, 'error'),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(changedSettings(values, formState.dirtyFields)),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <UnsavedChangesGuard dirty={formState.isDirty} />
      <Stack gap="lg">
        {children(form)}
        <SaveButtons dirty={formState.isDirty} saving={save.isPending} onDiscard={() => reset()} />
      </Stack>
    </form>
  );
}
