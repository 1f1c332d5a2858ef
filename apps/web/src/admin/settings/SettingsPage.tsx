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
  const tabs = settingsTabsFor(useAdmin());
  const query = useQuery({ queryKey: adminKeys.settings, queryFn: adminApi.settings.get });
  return (
    <>
      <PageHeader title="Settings">
        How your trust center looks and how visitors reach you. Changes show on the portal as soon
        as they are saved.
      </PageHeader>
      <RouteTabs base="/settings" label="Settings" tabs={tabs} />
      <QueryView query={query}>
        {(data) => (
          <Routes>
            <Route index element={<Navigate to={tabs[0]?.path ?? '/'} replace />} />
            {tabs.map(({ path, Panel }) => (
              <Route key={path} path={path} element={<Panel settings={data.settings} />} />
            ))}
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        )}
      </QueryView>
    </>
  );
}
