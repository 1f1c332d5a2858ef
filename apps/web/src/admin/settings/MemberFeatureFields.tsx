import type { SettingsFormApi } from './SettingsForm.js';
import { SettingSwitches } from './SettingSwitch.js';

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
export function MemberFeatureFields({ form }: { form: SettingsFormApi }) {
  return <SettingSwitches form={form} legend="Account members" switches={SWITCHES} />;
}
