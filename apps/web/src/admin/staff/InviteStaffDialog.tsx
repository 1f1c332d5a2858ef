import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { GrantableScope } from '../api/adminTypes.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { ScopeCheckboxes } from './ScopeCheckboxes.js';

interface InviteValues {
  email: string;
  displayName: string;
  scopes: string[];
}

/** Invite a colleague: they get an e-mail with a link to set their password. */
export function InviteStaffDialog({
  scopes,
  onClose,
}: {
  scopes: GrantableScope[];
  onClose: () => void;
}) {
  const { register, control, handleSubmit, formState, setError } = useForm<InviteValues>({
    defaultValues: { email: '', displayName: '', scopes: [] },
  });
  const invite = useSnackMutation({
    mutationFn: adminApi.staff.invite,
    success: (answer) => answer.message ?? `Invitation sent to ${answer.staff.email}`,
    invalidates: [adminKeys.staff],
    onSuccess: onClose,
  });
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, { onError: (error) => setError('root', { message: error.message }) }),
  );

  return (
    <Modal opened onClose={onClose} title="Invite staff" centered size="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            required
            data-autofocus
            {...register('email', { required: 'E-mail is required' })}
            error={formState.errors.email?.message ?? formState.errors.root?.message}
          />
          <TextInput
            label="Name"
            required
            {...register('displayName', { required: 'Name is required' })}
            error={formState.errors.displayName?.message}
          />
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <ScopeCheckboxes scopes={scopes} value={field.value} onChange={field.onChange} />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
