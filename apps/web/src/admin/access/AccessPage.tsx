/**
 * The private area's visitor access (scope access:manage), each part a tab with its own address
 * under /admin/access/: the request queue and the approval rules, accounts (with their members,
 * grants and NDA state), permission profiles, the NDA, and the access exports.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminNotFound } from '../AdminNotFound.js';
import { Loading } from '../ui/QueryState.js';
import { RouteTabs } from '../ui/RouteTabs.js';
import { AccountDetailPage } from './AccountDetailPage.js';
import { AccountsPage } from './AccountsPage.js';
import { NdaPage } from './NdaPage.js';
import { ProfilesPage } from './ProfilesPage.js';

const RequestQueue = lazy(() => import('./RequestQueue.js'));
const AccessRulesPage = lazy(() => import('./AccessRulesPage.js'));
const AccessExportPage = lazy(() => import('./AccessExportPage.js'));

const TABS = [
  { path: 'requests', label: 'Requests' },
  { path: 'rules', label: 'Rules' },
  { path: 'accounts', label: 'Accounts' },
  { path: 'profiles', label: 'Permission profiles' },
  { path: 'nda', label: 'NDA' },
  { path: 'export', label: 'Export' },
] as const;

export default function AccessPage() {
  return (
    <>
      <RouteTabs base="/access" label="Visitor access" tabs={TABS} />
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Navigate to="requests" replace />} />
          <Route path="requests" element={<RequestQueue />} />
          <Route path="rules" element={<AccessRulesPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="accounts/:accountId" element={<AccountDetailPage />} />
          <Route path="profiles" element={<ProfilesPage />} />
          <Route path="nda" element={<NdaPage />} />
          <Route path="export" element={<AccessExportPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
