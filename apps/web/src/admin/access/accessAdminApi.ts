/** The private area's access calls (routes/admin/accessAdminRoutes.ts). */
import type { AccessRulesInput } from '@candor/domain/access/access.rules';
import { answerOf, api, withQuery, type ApiAnswer, type ApiBody } from '../../api/apiClient.js';

const request = (requestId: string) => ({ params: { path: { requestId } } });

export const accessKeys = {
  rules: ['admin', 'access', 'rules'] as const,
  askRule: ['admin', 'access', 'ask-rule'] as const,
  requests: (status: string, search: string) =>
    ['admin', 'access', 'requests', status, search] as const,
  allRequests: ['admin', 'access', 'requests'] as const,
  options: ['admin', 'access', 'options'] as const,
  apiTokens: (accountId: string) => ['admin', 'access', 'api-tokens', accountId] as const,
};

export const accessAdminApi = {
  rules: () => answerOf(api.GET('/api/admin/access/rules')),
  saveRules: (rules: AccessRulesInput) =>
    answerOf(api.PUT('/api/admin/access/rules', { body: rules })),
  dryRun: (email: string) =>
    answerOf(api.POST('/api/admin/access/rules/dry-run', { body: { email } })),
  askRule: () => answerOf(api.GET('/api/admin/access/ask-rule')),
  saveAskRule: (body: ApiBody<'/api/admin/access/ask-rule', 'put'>) =>
    answerOf(api.PUT('/api/admin/access/ask-rule', { body })),
  regenerateAskSecret: () => answerOf(api.POST('/api/admin/access/ask-rule/secret')),
  requests: (status: string, search: string) =>
    answerOf(api.GET('/api/admin/access/requests', withQuery({ status, search }))),
  options: () => answerOf(api.GET('/api/admin/access/requests/options')),
  approve: (
    requestId: string,
    input: ApiBody<'/api/admin/access/requests/{requestId}/approve', 'post'>,
  ) =>
    answerOf(
      api.POST('/api/admin/access/requests/{requestId}/approve', {
        ...request(requestId),
        body: input,
      }),
    ),
  decline: (requestId: string, reason: string) =>
    answerOf(
      api.POST('/api/admin/access/requests/{requestId}/decline', {
        ...request(requestId),
        body: { reason },
      }),
    ),
  bulk: (input: ApiBody<'/api/admin/access/requests/bulk', 'post'>) =>
    answerOf(api.POST('/api/admin/access/requests/bulk', { body: input })),
  apiTokens: (accountId: string) =>
    answerOf(
      api.GET('/api/admin/access/accounts/{accountId}/api-tokens', {
        params: { path: { accountId } },
      }),
    ),
  revokeApiToken: (accountId: string, tokenId: string) =>
    answerOf(
      api.DELETE('/api/admin/access/accounts/{accountId}/api-tokens/{tokenId}', {
        params: { path: { accountId, tokenId } },
      }),
    ),
};
export type QueueOptions = ApiAnswer<typeof accessAdminApi.options>;
