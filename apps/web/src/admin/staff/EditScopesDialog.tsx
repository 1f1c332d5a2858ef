import { isGrantableScope, presetOfScopes, rolePreset } from '@candor/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { StaffMember } from '../api/adminApi.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { RolePicker } from './RolePicker.js';
import { ScopeCheckboxes } from './ScopeCheckboxes.js';

/**
 * Change what a staff member may do: pick a role (its permissions fill the checkboxes) or change
 * permissions one by one; the role shown is the one they match, else "Custom". Scopes the screen
 * cannot grant (the installation operator's) are left as they are.
 */
export function EditScopesDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const granted: string[] = member.scopes.filter(isGrantableScope);
  const [value, setValue] = useState<string[]>(granted);
  const role = presetOfScopes(value);
  const save = useSnackMutation({
    mutationFn: (next: string[]) =>
      // The server keeps the scopes it does not grant (the operator's): only the grantable go.
      adminApi.staff.update(member.id, { scopes: next.filter(isGrantableScope) }),
    success: (answer) => `Permissions of ${answer.staff.displayName} saved`,
    invalidates: [adminKeys.staff],
    onSuccess: onClose,
  });
  const changed =
    value.length !== granted.length || value.some((scope) => !granted.includes(scope));

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Role and permissions of ${member.displayName}`}
      centered
      size="lg"
    >
      <Stack gap="md">
        <RolePicker
          value={role?.id ?? null}
          onChange={(id) => setValue([...rolePreset(id).scopes])}
        />
        <Text size="sm" aria-live="polite">
          {role
            ? `These permissions are the ${role.label} role's.`
            : 'Custom: these permissions match no role.'}
        </Text>
        <ScopeCheckboxes value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate(value)}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
