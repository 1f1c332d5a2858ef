import './adminStyles.js';
import './admin.css';
import type { AdminPageData } from '@candor/domain';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SnackProvider } from '../ui/Snack.js';
import { AdminContext } from './adminContext.js';
import { AdminRoutes } from './AdminRoutes.js';

/**
 * The private area's router: a data router, so a page with unsaved changes can hold a navigation
 * (useBlocker, ui/UnsavedChangesGuard.tsx); its routes are AdminRoutes' own.
 */
const adminRouter = () =>
  createBrowserRouter([{ path: '*', element: <AdminRoutes /> }], { basename: '/admin' });

/** The staff private area, loaded on /admin pages only (App lazy-loads this module). */
export default function AdminApp({ admin }: { admin: AdminPageData }) {
  const [router] = useState(adminRouter);
  return (
    <AdminContext value={admin}>
      <SnackProvider>
        <RouterProvider router={router} />
      </SnackProvider>
    </AdminContext>
  );
}
