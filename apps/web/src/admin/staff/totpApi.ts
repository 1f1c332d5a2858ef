/** The second factor's calls (issue 23): one's own authenticator, an admin's reset, the rule. */
import { answerOf, api } from '../../api/apiClient.js';

export const totpApi = {
  status: () => answerOf(api.GET('/api/admin/account/totp')),
  start: () => answerOf(api.POST('/api/admin/account/totp')),
  confirm: (code: string) =>
    answerOf(api.POST('/api/admin/account/totp/confirm', { body: { code } })),
  disable: (proof: { code: string } | { password: string }) =>
    answerOf(api.POST('/api/admin/account/totp/disable', { body: proof })),
  enrolled: () => answerOf(api.GET('/api/admin/staff/totp')),
  reset: (staffId: string) =>
    answerOf(api.DELETE('/api/admin/staff/{id}/totp', { params: { path: { id: staffId } } })),
  policy: () => answerOf(api.GET('/api/admin/settings/totp')),
  setPolicy: (requireTotp: boolean) =>
    answerOf(api.PUT('/api/admin/settings/totp', { body: { requireTotp } })),
};

export const totpKeys = {
  status: ['admin', 'account', 'totp'] as const,
  enrolled: ['admin', 'staff', 'totp'] as const,
  policy: ['admin', 'settings', 'totp'] as const,
};
