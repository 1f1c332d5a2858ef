import { Button, Group, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { ProductLink } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { MoveButtons, movedIds } from '../ui/MoveButtons.js';
import { DangerButton, RowActions } from '../ui/RowActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { EditLinkDialog } from './EditLinkDialog.js';

interface LinkValues {
  name: string;
  link: string;
}

/** External links the product dropdown lists after the products: name, URL, shown, order. */
export function ProductLinksSection({ links }: { links: ProductLink[] }) {
  const [editing, setEditing] = useState<ProductLink | null>(null);
  const [deleting, setDeleting] = useState<ProductLink | null>(null);
  const invalidates = [adminKeys.products];
  const update = useSnackMutation({
    mutationFn: ({ id, patch }: { id: string; patch: { show: boolean } }) =>
      adminApi.links.update(id, patch),
    success: (answer) => `Link ${answer.link.name} saved`,
    invalidates,
  });
  const order = useSnackMutation({
    mutationFn: adminApi.links.order,
    success: 'Link order saved',
    invalidates,
  });
  const remove = useSnackMutation({
    mutationFn: (link: ProductLink) => adminApi.links.remove(link.id),
    success: (_answer, link) => `Link ${link.name} deleted`,
    invalidates,
    onSuccess: () => setDeleting(null),
  });
  const busy = update.isPending || order.isPending || remove.isPending;
  const ids = links.map((link) => link.id);

  return (
    <section aria-labelledby="product-links-heading">
      <Title order={2} size="h3" id="product-links-heading" mb="sm">
        Product links
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="gray.7">
          No product links yet.
        </Text>
      ) : (
        <AdminTable
          label="Product links"
          columns={['Order', 'Name', 'URL', 'Shown', 'Actions']}
          minWidth={560}
          verticalSpacing="sm"
        >
          {links.map((link, index) => (
            <Table.Tr key={link.id}>
              <Table.Td>
                <MoveButtons
                  name={link.name}
                  index={index}
                  count={links.length}
                  disabled={busy}
                  onMove={(to) => order.mutate(movedIds(ids, index, to))}
                />
              </Table.Td>
              <Table.Td>{link.name}</Table.Td>
              <Table.Td>
                <Text size="sm" truncate maw={280} title={link.link}>
                  {link.link}
                </Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`Show ${link.name} in the product dropdown`}
                  checked={link.show}
                  disabled={busy}
                  onChange={(event) =>
                    update.mutate({ id: link.id, patch: { show: event.currentTarget.checked } })
                  }
                />
              </Table.Td>
              <RowActions>
                <Button size="xs" variant="light" onClick={() => setEditing(link)}>
                  Edit
                </Button>
                <DangerButton disabled={busy} onClick={() => setDeleting(link)}>
                  Delete
                </DangerButton>
              </RowActions>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <CreateLinkForm />
      {editing ? <EditLinkDialog link={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete the link ${deleting?.name ?? ''}?`}
        confirmLabel="Delete link"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        The product dropdown stops listing it.
      </ConfirmDialog>
    </section>
  );
}

function CreateLinkForm() {
  const { register, handleSubmit, formState, reset, setError } = useForm<LinkValues>({
    defaultValues: { name: '', link: '' },
  });
  const create = useSnackMutation({
    mutationFn: adminApi.links.create,
    success: (answer) => `Link ${answer.link.name} added`,
    invalidates: [adminKeys.products],
    onSuccess: () => reset(),
  });
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, { onError: (error) => setError('root', { message: error.message }) }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New product link">
      <Group align="flex-start" mt="md" gap="sm">
        <TextInput
          label="Link name"
          required
          {...register('name', { required: 'Link name is required' })}
          error={formState.errors.name?.message}
        />
        <TextInput
          label="URL"
          required
          placeholder="https://"
          {...register('link', { required: 'Please enter a valid URL.' })}
          error={formState.errors.link?.message ?? formState.errors.root?.message}
        />
        <Button type="submit" mt={24} loading={create.isPending}>
          Add link
        </Button>
      </Group>
    </form>
  );
}
