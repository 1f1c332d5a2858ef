/**
 * The Settings page's calls beyond the settings themselves (adminApi.settings): the custom
 * domain and the identity provider, one small function per call.
 */
import { answerOf, api, type ApiAnswer, type ApiBody } from '../../api/apiClient.js';

export const settingsKeys = {
  customDomain: ['admin', 'custom-domain'] as const,
  byoid: ['admin', 'byoid'] as const,
};

export const customDomainApi = {
  get: () => answerOf(api.GET('/api/admin/custom-domain')),
  add: (domain: string) => answerOf(api.PUT('/api/admin/custom-domain', { body: { domain } })),
  verify: () => answerOf(api.POST('/api/admin/custom-domain/verify')),
  remove: () => answerOf(api.DELETE('/api/admin/custom-domain')),
};
export type DomainAnswer = ApiAnswer<typeof customDomainApi.get>;

export const byoidApi = {
  get: () => answerOf(api.GET('/api/access/byoid')),
  save: (values: ApiBody<'/api/access/byoid', 'put'>) =>
    answerOf(api.PUT('/api/access/byoid', { body: values })),
};
