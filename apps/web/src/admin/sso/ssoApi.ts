/** The private area's single sign-on API (`/api/admin/sso`), one function per call, and its query key. */
import { useMutation, useQueryClient } from '../../api/queries.js';
import { answerOf, api, type ApiAnswer, type ApiBody } from '../../api/apiClient.js';
import { ApiError } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';

export const ssoKey = ['admin', 'sso'] as const;

const domain = (domainId: string) => ({ params: { path: { domainId } } });

export const ssoApi = {
  get: () => answerOf(api.GET('/api/admin/sso')),
  save: (body: ApiBody<'/api/admin/sso', 'put'>) => answerOf(api.PUT('/api/admin/sso', { body })),
  test: () => answerOf(api.POST('/api/admin/sso/test')),
  addDomain: (name: string) =>
    answerOf(api.POST('/api/admin/sso/domains', { body: { domain: name } })),
  verifyDomain: (domainId: string) =>
    answerOf(api.POST('/api/admin/sso/domains/{domainId}/verify', domain(domainId))),
  removeDomain: (domainId: string) =>
    answerOf(api.DELETE('/api/admin/sso/domains/{domainId}', domain(domainId))),
};
type SsoAnswer = ApiAnswer<typeof ssoApi.get>;

/**
 * A change to the single sign-on settings: the answer replaces the cached view and its message
 * is shown; a refusal is shown as an error (and the view read again, a check may have been
 * recorded).
 */
export function useSsoMutation<Input>(
  call: (input: Input) => Promise<SsoAnswer>,
  done?: () => void,
  onRefused?: (error: ApiError) => void,
) {
  const client = useQueryClient();
  const snack = useSnack();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(ssoKey, { sso: answer.sso });
      if (answer.message) snack(answer.message);
      done?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && onRefused && error.status < 500) onRefused(error);
      else snack(error.message, 'error');
      void client.invalidateQueries({ queryKey: ssoKey });
    },
  });
}
