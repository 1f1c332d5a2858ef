import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { GrantableScope, StaffMember } from '../api/adminTypes.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { ScopeCheckboxes } from './ScopeCheckboxes.js';

/** Change what a staff member may do. Scopes the screen cannot grant are left as they are. */
export function EditScopesDialog({
  member,
  scopes,
  onClose,
}: {
  member: StaffMember;
  scopes: GrantableScope[];
  onClose: () => void;
}) {
  const grantable = new Set(scopes.map((scope) => scope.scope));
  const [value, setValue] = useState(member.scopes.filter((scope) => grantable.has(scope)));
  const save = useSnackMutation({
    mutationFn: (next: string[]) =>
      adminApi.staff.update(member.id, {
        // installation:admin and the like are not this screen's to take away.
        scopes: [...member.scopes.filter((scope) => !grantable.has(scope)), ...next],
      }),
    success: (answer) => `Scopes of ${answer.staff.displayName} saved`,
    invalidates: [adminKeys.staff],
    onSuccess: onClose,
  });
  const changed =
    value.length !== member.scopes.filter((scope) => grantable.has(scope)).length ||
    value.some((scope) => !member.scopes.includes(scope));

  return (
    <Modal opened onClose={onClose} title={`Scopes of ${member.displayName}`} centered size="lg">
      <Stack gap="md">
        <ScopeCheckboxes scopes={scopes} value={value} onChange={setValue} />
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
