import type { SettingsPatch } from '@candor/domain/settings/settings.schema';
import { Fieldset, Stack, Switch } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SettingsFormValues } from './settingsForm.js';

const SWITCHES = [
  {
    name: 'questionnairesEnabled',
    label: 'Account members may submit security questionnaires',
    description: "'Submit a questionnaire' on the portal; submissions arrive in Questionnaires.",
  },
  {
    name: 'commentsEnabled',
    label: 'Account members may comment on items',
    description: "The 'Conversation' on an item; threads arrive in Conversations.",
  },
] as const;

/** What signed-in account members may do on the portal besides reading. */
export function MemberFeatureFields({
  form,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, SettingsPatch>;
}) {
  return (
    <Fieldset legend="Account members">
      <Stack gap="md">
        {SWITCHES.map((entry) => (
          <Controller
            key={entry.name}
            control={form.control}
            name={entry.name}
            render={({ field }) => (
              <Switch
                label={entry.label}
                description={entry.description}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
