/**
 * The private area's visitor access (scope access:manage), each part a tab with its own address
 * under /admin/access/: the request queue and the approval rules, accounts (with their members,
 * grants and NDA state), permission profiles and the NDA.
 */
import { Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AdminNotFound } from '../AdminNotFound.js';
import { Loading } from '../ui/QueryState.js';
import { AccountDetailPage } from './AccountDetailPage.js';
import { AccountsPage } from './AccountsPage.js';
import { NdaPage } from './NdaPage.js';
import { ProfilesPage } from './ProfilesPage.js';

const RequestQueue = lazy(() => import('./RequestQueue.js'));
const AccessRulesPage = lazy(() => import('./AccessRulesPage.js'));

const TABS = [
  { value: 'requests', label: 'Requests' },
  { value: 'rules', label: 'Rules' },
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
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Navigate to="requests" replace />} />
          <Route path="requests" element={<RequestQueue />} />
          <Route path="rules" element={<AccessRulesPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="accounts/:accountId" element={<AccountDetailPage />} />
          <Route path="profiles" element={<ProfilesPage />} />
          <Route path="nda" element={<NdaPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
