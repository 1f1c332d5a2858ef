import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AdminNotFound } from '../AdminNotFound.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { useAdmin } from '../adminContext.js';
import { QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { settingsTabsFor } from './settingsTabs.js';

/** The organisation's portal settings (visitor-portal.md §3), a tab each with its own address. */
export default function SettingsPage() {
  const tabs = settingsTabsFor(useAdmin());
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname === `/settings/${tab.path}`)?.path ?? null;
  const query = useQuery({ queryKey: adminKeys.settings, queryFn: adminApi.settings.get });
  return (
    <>
      <PageHeader title="Settings">
        How your trust center looks and how visitors reach you. Changes show on the portal as soon
        as they are saved.
      </PageHeader>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`/settings/${value}`)}
        mb="lg"
      >
        <Tabs.List aria-label="Settings">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
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
