/** The private area's single sign-on API (`/api/admin/sso`) and its query key. */
import type { SsoSettingsView } from '@candor/domain/sso/sso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, jsonRequest } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';

export const SSO_PATH = '/api/admin/sso';
export const ssoKey = ['admin', 'sso'] as const;

export interface SsoAnswer {
  sso: SsoSettingsView;
  message?: string;
}

/**
 * A change to the single sign-on settings: the answer replaces the cached view and its message
 * is shown; a refusal is shown as an error (and the view read again, a check may have been
 * recorded).
 */
export function useSsoMutation<Input>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: (input: Input) => string,
  body?: (input: Input) => unknown,
  done?: () => void,
  onRefused?: (error: ApiError) => void,
) {
  const client = useQueryClient();
  const snack = useSnack();
  return useMutation({
    mutationFn: (input: Input) =>
      jsonRequest<SsoAnswer>(method, `${SSO_PATH}${path(input)}`, body?.(input)),
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
