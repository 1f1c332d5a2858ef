import { List, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { InstallationOrgListed } from '../api/adminApi.js';
import { useAdmin } from '../adminContext.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deleting an organisation: what goes with it, and the operator types its slug before the
 * red button lets them. The list is read again afterwards.
 */
export function DeleteOrgDialog({
  org,
  opened,
  onClose,
}: {
  org: InstallationOrgListed;
  opened: boolean;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const ownOrg = useAdmin().org?.id === org.id;
  const close = () => {
    setTyped('');
    onClose();
  };
  const remove = useSnackMutation({
    mutationFn: () => adminApi.installation.remove(org.id, typed.trim()),
    success: `${org.name} deleted`,
    invalidates: [adminKeys.installation],
    // The operator's session of their own organisation ended with it: sign in again.
    onSuccess: ownOrg ? () => window.location.assign('/login?next=/admin') : close,
  });
  const { documents, accounts, staff } = org.contents;
  return (
    <Modal opened={opened} onClose={close} title={`Delete ${org.name}?`} centered>
      <Text size="sm">
        This removes the organisation&apos;s trust center and everything in it, for good:
      </Text>
      <List size="sm" my="sm">
        <List.Item>{count(documents, 'document', 'documents')} and their files</List.Item>
        <List.Item>{count(accounts, 'visitor account', 'visitor accounts')}</List.Item>
        <List.Item>{count(staff, 'staff member', 'staff members')} and their sign-ins</List.Item>
        <List.Item>its content, settings, subscribers and audit log</List.Item>
      </List>
      <Text size="sm" mb="sm">
        The installation&apos;s operator keeps their sign-in
        {ownOrg ? ', and signs in again afterwards' : ''}.
      </Text>
      <TextInput
        label={`Type ${org.slug} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
      <DialogActions
        onCancel={close}
        busy={remove.isPending}
        disabled={typed.trim() !== org.slug}
        actionLabel="Delete organisation"
        onConfirm={() => remove.mutate(undefined)}
        danger
        mt="lg"
      />
    </Modal>
  );
}
