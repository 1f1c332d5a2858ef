import type { SettingsFormApi } from './SettingsForm.js';
import { SettingSwitches } from './SettingSwitch.js';

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
  return <SettingSwitches form={form} legend="Updates and downloads" switches={SWITCHES} />;
}
