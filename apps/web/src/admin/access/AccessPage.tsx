/**
 * The private area's access section (access:manage): the request queue and the approval rules,
 * each a route of its own (`/admin/access/requests`, `/admin/access/rules`).
 */
import { Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AdminNotFound } from '../AdminNotFound.js';
import { Loading } from '../ui/QueryState.js';

const RequestQueue = lazy(() => import('./RequestQueue.js'));
const AccessRulesPage = lazy(() => import('./AccessRulesPage.js'));

export default function AccessPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.endsWith('/rules') ? 'rules' : 'requests';
  return (
    <>
      <Tabs
        value={current}
        onChange={(value) => {
          if (value) void navigate(`/access/${value}`);
        }}
        mb="lg"
      >
        <Tabs.List>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
          <Tabs.Tab value="rules">Rules</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Navigate to="requests" replace />} />
          <Route path="requests" element={<RequestQueue />} />
          <Route path="rules" element={<AccessRulesPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
