import { Fieldset, Stack } from '@mantine/core';
import type { SettingsFormApi } from './SettingsForm.js';
import { SettingSwitch } from './SettingSwitch.js';

const SWITCHES = [
  {
    name: 'updatesSubscriptionEnabled',
    label: 'Visitors may subscribe to your trust updates',
    description: "The portal's 'Subscribe to updates' button and its e-mail sign-up.",
  },
  {
    name: 'bulkDownloadEnabled',
    label: 'Offer bulk download of documents',
    description: 'Visitors select several documents and download them in one zip file.',
  },
] as const;

/** What every visitor of the portal is offered besides reading (visitor-portal.md §2, §3). */
export function VisitorFeatureFields({ form }: { form: SettingsFormApi }) {
  return (
    <Fieldset legend="Updates and downloads">
      <Stack gap="md">
        {SWITCHES.map((entry) => (
          <SettingSwitch key={entry.name} form={form} {...entry} />
        ))}
      </Stack>
    </Fieldset>
  );
}
