import { Switch } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { totpApi, totpKeys } from './totpApi.js';

/** The Staff page's switch: every staff member must sign in with an authenticator app. */
export function RequireTotpSetting() {
  const policy = useQuery({ queryKey: totpKeys.policy, queryFn: totpApi.policy });
  const save = useSnackMutation({
    mutationFn: totpApi.setPolicy,
    success: (answer) =>
      answer.requireTotp ? 'Two-step sign-in is now required' : 'Two-step sign-in is optional',
    invalidates: [totpKeys.policy],
  });
  return (
    <Switch
      mb="md"
      label="Require two-step sign-in"
      description="Staff without an authenticator app set one up before they can use the private area."
      checked={save.isPending ? save.variables : (policy.data?.requireTotp ?? false)}
      disabled={policy.isPending || policy.isError || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
