import type { InviteStaff } from '@candor/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/jsonRequest.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { RolePicker } from './RolePicker.js';

type InviteValues = Omit<InviteStaff, 'role'> & { role: InviteStaff['role'] | null };
const FIELDS = ['email', 'displayName', 'role'] as const;

/**
 * Invite a colleague with a role (none is picked for them; the invitation waits for one): they
 * get an e-mail with a link to set their password. Their scopes can be changed one by one later.
 */
export function InviteStaffDialog({ onClose }: { onClose: () => void }) {
  const { register, control, handleSubmit, formState, setError } = useForm<InviteValues>({
    defaultValues: { email: '', displayName: '', role: null },
  });
  const role = useWatch({ control, name: 'role' });
  const invite = useSnackMutation({
    mutationFn: adminApi.staff.invite,
    success: (answer) => answer.message ?? `Invitation sent to ${answer.staff.email}`,
    invalidates: [adminKeys.staff],
    onSuccess: onClose,
  });
  const onSubmit = handleSubmit(({ role: chosen, ...values }) => {
    if (!chosen) return;
    invite.mutate(
      { ...values, role: chosen },
      {
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors[0] : undefined;
          const path = FIELDS.find((name) => name === field?.path) ?? 'root';
          setError(path, { message: field?.message ?? error.message });
        },
      },
    );
  });

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
            error={formState.errors.email?.message}
          />
          <TextInput
            label="Name"
            required
            {...register('displayName', { required: 'Name is required' })}
            error={formState.errors.displayName?.message}
          />
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <RolePicker
                value={field.value}
                onChange={field.onChange}
                withScopes
                error={fieldState.error?.message}
              />
            )}
          />
          {formState.errors.root ? (
            <Text c="red" size="sm" role="alert">
              {formState.errors.root.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            {role ? null : (
              <Text size="sm" c="dimmed" id="invite-role-hint">
                Choose a role to send the invitation.
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!role}
              aria-describedby={role ? undefined : 'invite-role-hint'}
              loading={invite.isPending}
            >
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
