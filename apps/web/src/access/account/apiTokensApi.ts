/**
 * The signed-in member's API tokens, through the typed client: list, create (the token comes
 * back once) and revoke.
 */
import type { CreateApiTokenInput } from '@candor/domain/access/apiTokens.schema';
import { answerOf, api } from '../../api/apiClient.js';

export const apiTokensQueryKey = ['access', 'api-tokens'] as const;

export const apiTokensApi = {
  list: () => answerOf(api.GET('/api/account/api-tokens')),
  create: (body: CreateApiTokenInput) => answerOf(api.POST('/api/account/api-tokens', { body })),
  revoke: (tokenId: string) =>
    answerOf(api.DELETE('/api/account/api-tokens/{tokenId}', { params: { path: { tokenId } } })),
};
