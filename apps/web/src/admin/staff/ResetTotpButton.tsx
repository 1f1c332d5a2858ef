import { Button } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import type { StaffMember } from '../api/adminApi.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { totpApi, totpKeys } from './totpApi.js';

/** The Staff page's "Reset two-step" for a member who has an authenticator, after a confirmation. */
export function ResetTotpButton({ member }: { member: StaffMember }) {
  const [confirming, setConfirming] = useState(false);
  const enrolled = useQuery({ queryKey: totpKeys.enrolled, queryFn: totpApi.enrolled });
  const reset = useSnackMutation({
    mutationFn: () => totpApi.reset(member.id),
    success: `Two-step sign-in reset for ${member.displayName}`,
    invalidates: [totpKeys.enrolled],
    onSuccess: () => setConfirming(false),
  });
  if (!enrolled.data?.enrolled.includes(member.id)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`Reset two-step sign-in of ${member.displayName}`}
        onClick={() => setConfirming(true)}
      >
        Reset two-step
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Reset two-step sign-in of ${member.displayName}?`}
        confirmLabel="Reset"
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined)}
      >
        Their authenticator app and recovery codes stop working. They sign in with their password
        alone, and set up a new app at their next sign-in if your organisation requires it.
      </ConfirmDialog>
    </>
  );
}
