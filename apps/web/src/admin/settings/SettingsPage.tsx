import { useQuery } from '../../api/queries.js';
import { Navigate, Route, Routes } from 'react-router';
import { AdminNotFound } from '../AdminNotFound.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { useAdmin } from '../adminContext.js';
import { QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { RouteTabs } from '../ui/RouteTabs.js';
import { settingsTabsFor } from './settingsTabs.js';

/** The organisation's portal settings (visitor-portal.md §3), a tab each with its own address. */
export default function SettingsPage() {
  const admin = useAdmin();
  const tabs = settingsTabsFor(admin);
  // Staff with webhooks:manage alone read no portal settings (their API is settings:edit's).
  const query = useQuery({
    queryKey: adminKeys.settings,
    queryFn: adminApi.settings.get,
    enabled: admin.abilities.actions.editSettings,
  });
  return (
    <>
      <PageHeader title="Settings">
        How your trust center looks and how visitors reach you. Changes show on the portal as soon
        as they are saved.
      </PageHeader>
      <RouteTabs base="/settings" label="Settings" tabs={tabs} />
      <Routes>
        <Route index element={<Navigate to={tabs[0]?.path ?? '/'} replace />} />
        {tabs.map(({ path, Panel, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              Page ? (
                <Page />
              ) : Panel ? (
                <QueryView query={query}>{(data) => <Panel settings={data.settings} />}</QueryView>
              ) : null
            }
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </>
  );
}
