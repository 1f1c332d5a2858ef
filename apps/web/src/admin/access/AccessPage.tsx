/**
 * The private area's visitor access (scope access:manage): accounts, permission profiles and
 * the NDA, each a tab with its own address under /admin/access/.
 */
import { Tabs } from '@mantine/core';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AccountDetailPage } from './AccountDetailPage.js';
import { AccountsPage } from './AccountsPage.js';
import { NdaPage } from './NdaPage.js';
import { ProfilesPage } from './ProfilesPage.js';

const TABS = [
  { value: 'accounts', label: 'Accounts' },
  { value: 'profiles', label: 'Permission profiles' },
  { value: 'nda', label: 'NDA' },
] as const;

export default function AccessPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((tab) => pathname.startsWith(`/access/${tab.value}`))?.value ?? null;
  return (
    <>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`/access/${value}`)}
        mb="lg"
        keepMounted={false}
      >
        <Tabs.List aria-label="Visitor access">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="accounts" replace />} />
        <Route path="accounts" element={<AccountsPage />} />
        <Route path="accounts/:accountId" element={<AccountDetailPage />} />
        <Route path="profiles" element={<ProfilesPage />} />
        <Route path="nda" element={<NdaPage />} />
      </Routes>
    </>
  );
}
