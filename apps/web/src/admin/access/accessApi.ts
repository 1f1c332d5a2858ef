/**
 * The private area's visitor-access calls (`/api/admin/access/*`, scope access:manage):
 * accounts, members, grants, permission profiles, NDA versions and the access settings.
 */
import type {
  AccessSettingsAdmin,
  AccessSettingsInput,
  AccessStatus,
  AccountDetail,
  AccountInput,
  AccountStatusFilter,
  AccountSummary,
  GrantInput,
  MemberInput,
  NdaTemplateAdmin,
  NdaTemplateInput,
  PermissionProfileAdmin,
  ProfileCatalogue,
  ProfileInput,
} from '@candor/domain';
import { jsonRequest } from '../../api/jsonRequest.js';
import { queryString } from '../api/adminApi.js';

const BASE = '/api/admin/access';
const id = encodeURIComponent;

export interface AccountAnswer {
  account: AccountDetail;
  message: string;
}

const accountUrl = (accountId: string) => `${BASE}/accounts/${id(accountId)}`;

export const accessApi = {
  accounts: {
    list: (search: string, status: AccountStatusFilter) =>
      jsonRequest<{ accounts: AccountSummary[] }>(
        'GET',
        `${BASE}/accounts${queryString({ search, status: status === 'all' ? null : status })}`,
      ),
    get: (accountId: string) =>
      jsonRequest<{ account: AccountDetail }>('GET', accountUrl(accountId)),
    create: (input: AccountInput) => jsonRequest<AccountAnswer>('POST', `${BASE}/accounts`, input),
    update: (accountId: string, input: AccountInput) =>
      jsonRequest<AccountAnswer>('PUT', accountUrl(accountId), input),
    setStatus: (accountId: string, status: AccessStatus) =>
      jsonRequest<AccountAnswer>('PUT', `${accountUrl(accountId)}/status`, { status }),
    uploadSignedNda: (accountId: string, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return jsonRequest<AccountAnswer>('PUT', `${accountUrl(accountId)}/signed-nda`, form);
    },
    signedNdaUrl: (accountId: string) => `${accountUrl(accountId)}/signed-nda`,
    addMember: (accountId: string, input: MemberInput) =>
      jsonRequest<AccountAnswer>('POST', `${accountUrl(accountId)}/members`, input),
    setMemberStatus: (accountId: string, memberId: string, status: AccessStatus) =>
      jsonRequest<AccountAnswer>('PUT', `${accountUrl(accountId)}/members/${id(memberId)}/status`, {
        status,
      }),
    removeMember: (accountId: string, memberId: string) =>
      jsonRequest<AccountAnswer>('DELETE', `${accountUrl(accountId)}/members/${id(memberId)}`),
    grant: (accountId: string, input: GrantInput) =>
      jsonRequest<AccountAnswer>('PUT', `${accountUrl(accountId)}/grants`, input),
    revokeGrant: (accountId: string, productId: string) =>
      jsonRequest<AccountAnswer>('DELETE', `${accountUrl(accountId)}/grants/${id(productId)}`),
  },
  profiles: {
    list: () => jsonRequest<{ profiles: PermissionProfileAdmin[] }>('GET', `${BASE}/profiles`),
    catalogue: () => jsonRequest<ProfileCatalogue>('GET', `${BASE}/profiles/catalogue`),
    create: (input: ProfileInput) =>
      jsonRequest<{ profile: PermissionProfileAdmin; message: string }>(
        'POST',
        `${BASE}/profiles`,
        input,
      ),
    update: (profileId: string, input: ProfileInput) =>
      jsonRequest<{ profile: PermissionProfileAdmin; message: string }>(
        'PUT',
        `${BASE}/profiles/${id(profileId)}`,
        input,
      ),
    remove: (profileId: string) =>
      jsonRequest<{ message: string; accountsMoved: number }>(
        'DELETE',
        `${BASE}/profiles/${id(profileId)}`,
      ),
  },
  nda: {
    list: () => jsonRequest<{ templates: NdaTemplateAdmin[] }>('GET', `${BASE}/nda-templates`),
    create: (input: NdaTemplateInput) =>
      jsonRequest<{ id: string; version: number; message: string }>(
        'POST',
        `${BASE}/nda-templates`,
        input,
      ),
    update: (templateId: string, input: NdaTemplateInput) =>
      jsonRequest<{ id: string; version: number; message: string }>(
        'PUT',
        `${BASE}/nda-templates/${id(templateId)}`,
        input,
      ),
  },
  settings: {
    get: () => jsonRequest<{ settings: AccessSettingsAdmin }>('GET', `${BASE}/settings`),
    update: (input: AccessSettingsInput) =>
      jsonRequest<{ settings: AccessSettingsAdmin; message: string }>(
        'PATCH',
        `${BASE}/settings`,
        input,
      ),
  },
};

export const accessKeys = {
  all: ['admin', 'access'] as const,
  accounts: (search: string, status: AccountStatusFilter) =>
    ['admin', 'access', 'accounts', search, status] as const,
  accountsAll: ['admin', 'access', 'accounts'] as const,
  account: (accountId: string) => ['admin', 'access', 'account', accountId] as const,
  profiles: ['admin', 'access', 'profiles'] as const,
  catalogue: ['admin', 'access', 'catalogue'] as const,
  nda: ['admin', 'access', 'nda'] as const,
  settings: ['admin', 'access', 'settings'] as const,
};
