import { Switch } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { SettingsFormApi } from './SettingsForm.js';

type SwitchName =
  | 'showPortalTitle'
  | 'welcomeEnabled'
  | 'questionnairesEnabled'
  | 'commentsEnabled'
  | 'updatesSubscriptionEnabled'
  | 'bulkDownloadEnabled';

/** An on/off setting. */
export function SettingSwitch({
  form,
  name,
  label,
  description,
}: {
  form: SettingsFormApi;
  name: SwitchName;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value ?? true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
