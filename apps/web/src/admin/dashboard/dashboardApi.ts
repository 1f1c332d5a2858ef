/** The Overview's calls (routes/admin/dashboardRoutes.ts), one function per call. */
import { answerOf, api } from '../../api/apiClient.js';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

export const dashboardApi = {
  load: () => answerOf(api.GET('/api/admin/dashboard')),
  publishPortal: () => answerOf(api.POST('/api/admin/settings/publish')),
  unpublishPortal: () => answerOf(api.POST('/api/admin/settings/unpublish')),
};
