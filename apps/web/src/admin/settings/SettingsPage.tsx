import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { useAdmin } from '../adminContext.js';
import { QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { SettingsForm } from './SettingsForm.js';
import { SettingsImages } from './SettingsImages.js';
import { ByoidSettings } from './ByoidSettings.js';
import { ScriptsSettings } from './ScriptsSettings.js';
import { CustomDomainSettings } from './CustomDomainSettings.js';

/** The organisation's portal settings (visitor-portal.md §3). */
export default function SettingsPage() {
  // Third-party scripts run on every visitor's page: their own scope, scripts:edit.
  const canEditScripts = useAdmin().abilities.actions.editScripts;
  const query = useQuery({ queryKey: adminKeys.settings, queryFn: adminApi.settings.get });
  return (
    <>
      <PageHeader title="Settings">
        How your trust center looks and how visitors reach you. Changes show on the portal as soon
        as they are saved.
      </PageHeader>
      <QueryView query={query}>
        {(data) => (
          <>
            <SettingsImages settings={data.settings} />
            <SettingsForm settings={data.settings} />
            {canEditScripts && <ScriptsSettings settings={data.settings} />}
            <CustomDomainSettings />
            <ByoidSettings />
          </>
        )}
      </QueryView>
    </>
  );
}
