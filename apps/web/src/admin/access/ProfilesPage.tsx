/**
 * Permission profiles: which restricted cards, items and documents an account reads. Create,
 * rename, choose entries, mark the organisation's default, delete (accounts using it fall back
 * to the default, after a confirmation).
 */
import type { PermissionProfileAdmin } from '@candor/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { DangerButton, RowActions } from '../ui/RowActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessApi, accessKeys } from './accessApi.js';
import { ProfileDialog } from './ProfileDialog.js';

export function ProfilesPage() {
  const query = useQuery({ queryKey: accessKeys.profiles, queryFn: accessApi.profiles.list });
  const [editing, setEditing] = useState<PermissionProfileAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PermissionProfileAdmin | null>(null);
  const remove = useSnackMutation({
    mutationFn: (profile: PermissionProfileAdmin) => accessApi.profiles.remove(profile.id),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: () => setDeleting(null),
  });
  return (
    <>
      <PageHeader title="Permission profiles">
        A profile names the restricted cards, items and documents an account may open. Accounts
        without one use the default profile; without a default they open every restricted item.
      </PageHeader>
      <Group mb="md">
        <Button onClick={() => setEditing('new')}>New profile</Button>
      </Group>
      <QueryView query={query}>
        {(data) =>
          data.profiles.length === 0 ? (
            <Text c="gray.7">No profiles yet: every account opens every restricted item.</Text>
          ) : (
            <AdminTable
              label="Permission profiles"
              columns={['Profile', 'Gives', 'Accounts', 'Actions']}
              verticalSpacing="sm"
            >
              {data.profiles.map((profile) => (
                <Table.Tr key={profile.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {profile.name}
                      </Text>
                      {profile.isDefault ? <Badge variant="light">Default</Badge> : null}
                    </Group>
                    {profile.description ? (
                      <Text size="xs" c="gray.7">
                        {profile.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {profile.cardIds.length} cards, {profile.itemIds.length} items,{' '}
                      {profile.fileIds.length} documents
                    </Text>
                  </Table.Td>
                  <Table.Td>{profile.accountCount}</Table.Td>
                  <RowActions>
                    <Button size="xs" variant="light" onClick={() => setEditing(profile)}>
                      Edit
                    </Button>
                    <DangerButton
                      aria-label={`Delete ${profile.name}`}
                      onClick={() => setDeleting(profile)}
                    >
                      Delete
                    </DangerButton>
                  </RowActions>
                </Table.Tr>
              ))}
            </AdminTable>
          )
        }
      </QueryView>
      {editing ? (
        <ProfileDialog
          profile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this profile'}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        {deleting && deleting.accountCount > 0
          ? `${deleting.accountCount} account(s) use it; they will use the default profile instead.`
          : 'No account uses it.'}
      </ConfirmDialog>
    </>
  );
}
