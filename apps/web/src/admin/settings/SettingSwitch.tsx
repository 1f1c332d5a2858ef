import { Fieldset, Stack, Switch } from '@mantine/core';
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

/** A fieldset of on/off settings, one switch each. */
export function SettingSwitches({
  form,
  legend,
  switches,
}: {
  form: SettingsFormApi;
  legend: string;
  switches: readonly { name: SwitchName; label: string; description: string }[];
}) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        {switches.map((entry) => (
          <SettingSwitch key={entry.name} form={form} {...entry} />
        ))}
      </Stack>
    </Fieldset>
  );
}
