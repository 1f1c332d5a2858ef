import { Fieldset, Stack } from '@mantine/core';
import type { SettingsFormApi } from './SettingsForm.js';
import { SettingSwitch } from './SettingSwitch.js';

/** Subscribing to trust updates: the agree-to-terms checkbox (visitor-portal.md §5). */
export function SubscribeSettings({ form }: { form: SettingsFormApi }) {
  return (
    <Fieldset legend="Subscribing to updates">
      <Stack gap="md">
        <SettingSwitch
          form={form}
          name="subscribeTermsRequired"
          label="Visitors must agree to the terms to subscribe"
          description="The subscribe form links the provider's terms and privacy notice, and your terms and privacy policy when set above."
        />
      </Stack>
    </Fieldset>
  );
}
