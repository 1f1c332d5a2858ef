/**
 * The Settings page's calls beyond the settings themselves (adminApi.settings): the custom
 * domain and the identity provider, one small function per call.
 */
import { accessPaths } from '@candor/domain/access/access.paths';
import type { ByoidSettings } from '@candor/domain/access/access.schema';
import type { CustomDomainView } from '@candor/domain/domains/customDomain';
import { jsonRequest } from '../../api/jsonRequest.js';

const DOMAIN_PATH = '/api/admin/custom-domain';

export interface DomainAnswer {
  domain: CustomDomainView;
  message?: string;
}

export const settingsKeys = {
  customDomain: ['admin', 'custom-domain'] as const,
  byoid: ['admin', 'byoid'] as const,
};

export const customDomainApi = {
  get: () => jsonRequest<DomainAnswer>('GET', DOMAIN_PATH),
  add: (domain: string) => jsonRequest<DomainAnswer>('PUT', DOMAIN_PATH, { domain }),
  verify: () => jsonRequest<DomainAnswer>('POST', `${DOMAIN_PATH}/verify`),
  remove: () => jsonRequest<DomainAnswer>('DELETE', DOMAIN_PATH),
};

export const byoidApi = {
  get: () => jsonRequest<ByoidSettings>('GET', accessPaths.byoidSettings),
  save: (values: ByoidSettings) =>
    jsonRequest<ByoidSettings>('PUT', accessPaths.byoidSettings, values),
};
