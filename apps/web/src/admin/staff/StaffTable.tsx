import { INSTALLATION_SCOPE_LABEL, roleNameOfScopes } from '@candor/domain';
import { Badge, Button, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { StaffMember } from '../api/adminApi.js';
import { useAdmin } from '../adminContext.js';
import { AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DangerButton, PersonCell, RowActions } from '../ui/RowActions.js';
import { formatDateTime } from '../ui/dates.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { EditScopesDialog } from './EditScopesDialog.js';
import { ResetTotpButton } from './ResetTotpButton.js';

const CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself';

/**
 * Staff with their role, status and last sign-in; the signed-in user cannot remove themselves.
 */
export function StaffTable({ staff }: { staff: StaffMember[] }) {
  const { user } = useAdmin();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const resend = useSnackMutation({
    mutationFn: (member: StaffMember) => adminApi.staff.resendInvite(member.id),
    success: (answer, member) => answer.message ?? `Invitation sent again to ${member.email}`,
    invalidates: [adminKeys.staff],
  });
  const remove = useSnackMutation({
    mutationFn: (member: StaffMember) => adminApi.staff.remove(member.id),
    success: (_answer, member) => `${member.displayName} removed`,
    invalidates: [adminKeys.staff],
    onSuccess: () => setRemoving(null),
  });

  return (
    <>
      <AdminTable
        label="Staff"
        columns={['Name', 'Status', 'Role', 'Last sign-in', 'Actions']}
        minWidth={760}
        verticalSpacing="sm"
      >
        {staff.map((member) => {
          const isYou = member.id === user.id;
          return (
            <Table.Tr key={member.id}>
              <PersonCell
                name={isYou ? `${member.displayName} (you)` : member.displayName}
                email={member.email}
              />
              <Table.Td>
                <Badge variant="light" color={member.status === 'active' ? 'teal' : 'yellow'}>
                  {member.status === 'active' ? 'Active' : 'Invited'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{roleNameOfScopes(member.scopes)}</Text>
                {member.scopes.includes('installation:admin') ? (
                  <Text size="xs" c="dimmed">
                    {INSTALLATION_SCOPE_LABEL}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(member.lastLoginAt)}</Text>
              </Table.Td>
              <RowActions>
                <Button size="xs" variant="light" onClick={() => setEditing(member)}>
                  Edit role
                </Button>
                {member.status === 'invited' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={resend.isPending && resend.variables.id === member.id}
                    onClick={() => resend.mutate(member)}
                  >
                    Resend invite
                  </Button>
                ) : null}
                {isYou ? null : <ResetTotpButton member={member} />}
                <Tooltip label={CANNOT_REMOVE_YOURSELF} disabled={!isYou}>
                  {/* Looks disabled but stays focusable, so the reason can be read. */}
                  <DangerButton
                    data-disabled={isYou || undefined}
                    aria-disabled={isYou}
                    aria-label={`Remove ${member.displayName}`}
                    onClick={() => {
                      if (!isYou) setRemoving(member);
                    }}
                  >
                    Remove
                  </DangerButton>
                </Tooltip>
              </RowActions>
            </Table.Tr>
          );
        })}
      </AdminTable>
      {editing ? <EditScopesDialog member={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.displayName ?? 'this staff member'}?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        They are signed out at once and can no longer sign in.
      </ConfirmDialog>
    </>
  );
}
