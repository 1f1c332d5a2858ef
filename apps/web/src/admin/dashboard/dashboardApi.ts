/** The Overview's calls (routes/admin/dashboardRoutes.ts), one function per call. */
import type { DashboardView } from '@candor/domain/dashboard/dashboard.schema';
import { jsonRequest } from '../../api/jsonRequest.js';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

export const dashboardApi = {
  load: () => jsonRequest<DashboardView>('GET', '/api/admin/dashboard'),
  publishPortal: () => jsonRequest<{ message: string }>('POST', '/api/admin/settings/publish'),
};
