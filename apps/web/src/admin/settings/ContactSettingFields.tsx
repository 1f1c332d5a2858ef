import { Fieldset, Group, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import type { SettingsFormApi } from './SettingsForm.js';

/**
 * 'Contact support' or 'Report issue': enabled, and on click either an e-mail to the mailbox or
 * a site, whose URL is asked for (and required) only then.
 */
export function ContactSettingFields({
  form,
  name,
  legend,
}: {
  form: SettingsFormApi;
  name: 'contactSupport' | 'reportIssue';
  legend: string;
}) {
  const { control, register, formState } = form;
  const action = useWatch({ control, name: `${name}.onClickAction` });
  const error = formState.errors[name];
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        <Controller
          control={control}
          name={`${name}.enabled`}
          render={({ field }) => (
            <Switch
              label={`Show '${legend}' on the portal`}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name={`${name}.onClickAction`}
          render={({ field }) => (
            <Radio.Group
              label="On click"
              value={field.value}
              onChange={field.onChange}
              name={`${name}-action`}
            >
              <Group mt={6}>
                <Radio value="send-email" label="Send an e-mail" />
                <Radio value="direct-to-site" label="Go to a site" />
              </Group>
            </Radio.Group>
          )}
        />
        {action === 'direct-to-site' ? (
          <TextInput
            label="Site URL"
            required
            placeholder="https://"
            {...register(`${name}.url`)}
            error={error?.url?.message}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}
