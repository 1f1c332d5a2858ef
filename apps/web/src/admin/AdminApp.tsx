import './adminStyles.js';
import './admin.css';
import type { AdminPageData } from '@candor/domain';
import { BrowserRouter } from 'react-router';
import { SnackProvider } from '../ui/Snack.js';
import { AdminContext } from './adminContext.js';
import { AdminRoutes } from './AdminRoutes.js';

/** The staff private area, loaded on /admin pages only (App lazy-loads this module). */
export default function AdminApp({ admin }: { admin: AdminPageData }) {
  return (
    <AdminContext value={admin}>
      <SnackProvider>
        <BrowserRouter basename="/admin">
          <AdminRoutes />
        </BrowserRouter>
      </SnackProvider>
    </AdminContext>
  );
}
