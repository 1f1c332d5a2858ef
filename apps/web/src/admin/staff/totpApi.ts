/** The second factor's calls (issue 23): one's own authenticator, an admin's reset, the rule. */
import type { TotpEnrolment, TotpStatus } from '@candor/domain';
import { jsonRequest } from '../../api/jsonRequest.js';

const BASE = '/api/admin';

export const totpApi = {
  status: () => jsonRequest<TotpStatus>('GET', `${BASE}/account/totp`),
  start: () => jsonRequest<TotpEnrolment>('POST', `${BASE}/account/totp`),
  confirm: (code: string) =>
    jsonRequest<{ recoveryCodes: string[] }>('POST', `${BASE}/account/totp/confirm`, { code }),
  disable: (proof: { code: string } | { password: string }) =>
    jsonRequest<null>('POST', `${BASE}/account/totp/disable`, proof),
  enrolled: () => jsonRequest<{ enrolled: string[] }>('GET', `${BASE}/staff/totp`),
  reset: (staffId: string) =>
    jsonRequest<null>('DELETE', `${BASE}/staff/${encodeURIComponent(staffId)}/totp`),
  policy: () => jsonRequest<{ requireTotp: boolean }>('GET', `${BASE}/settings/totp`),
  setPolicy: (requireTotp: boolean) =>
    jsonRequest<{ requireTotp: boolean }>('PUT', `${BASE}/settings/totp`, { requireTotp }),
};

export const totpKeys = {
  status: ['admin', 'account', 'totp'] as const,
  enrolled: ['admin', 'staff', 'totp'] as const,
  policy: ['admin', 'settings', 'totp'] as const,
};
