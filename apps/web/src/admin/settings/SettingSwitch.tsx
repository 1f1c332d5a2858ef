import { Switch } from '@mantine/core';
import { Controller, type FieldPathByValue } from 'react-hook-form';
import type { SettingsFormApi } from './SettingsForm.js';
import type { SettingsFormValues } from './settingsForm.js';

/** Any on/off field of the settings form, nested ones too. */
export type SwitchName = FieldPathByValue<SettingsFormValues, boolean | undefined>;

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
