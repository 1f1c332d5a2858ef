import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Product } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { MoveButtons, movedIds } from '../ui/MoveButtons.js';
import { DangerButton, RowActions } from '../ui/RowActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { EditProductDialog } from './EditProductDialog.js';

/** The products in their dropdown order, each with its switches and actions. */
export function ProductsTable({ products }: { products: Product[] }) {
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const invalidates = [adminKeys.products];
  const update = useSnackMutation({
    mutationFn: ({
      id,
      patch,
    }: {
      id: string;
      patch: Parameters<typeof adminApi.products.update>[1];
    }) => adminApi.products.update(id, patch),
    success: (answer) => `Product ${answer.product.name} saved`,
    invalidates,
  });
  const order = useSnackMutation({
    mutationFn: adminApi.products.order,
    success: 'Product order saved',
    invalidates,
  });
  const remove = useSnackMutation({
    mutationFn: (product: Product) => adminApi.products.remove(product.id),
    success: (_answer, product) => `Product ${product.name} deleted`,
    invalidates,
    onSuccess: () => setDeleting(null),
  });
  const busy = update.isPending || order.isPending || remove.isPending;
  const ids = products.map((product) => product.id);

  return (
    <>
      <AdminTable
        label="Products"
        columns={['Order', 'Name', 'Slug', 'Shown', 'Actions']}
        minWidth={640}
        verticalSpacing="sm"
      >
        {products.map((product, index) => (
          <Table.Tr key={product.id}>
            <Table.Td>
              <MoveButtons
                name={product.name}
                index={index}
                count={products.length}
                disabled={busy}
                onMove={(to) => order.mutate(movedIds(ids, index, to))}
              />
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {product.name}
                </Text>
                {product.isDefault ? <Badge variant="light">Default</Badge> : null}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {product.slug}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch
                aria-label={`Show ${product.name} in the portal`}
                checked={product.show}
                disabled={busy || product.isDefault}
                onChange={(event) =>
                  update.mutate({
                    id: product.id,
                    patch: { show: event.currentTarget.checked },
                  })
                }
              />
            </Table.Td>
            <RowActions>
              <Button size="xs" variant="light" onClick={() => setEditing(product)}>
                Edit
              </Button>
              {product.isDefault ? null : (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={busy}
                  onClick={() => update.mutate({ id: product.id, patch: { isDefault: true } })}
                >
                  Make default
                </Button>
              )}
              <DangerButton
                disabled={busy || product.isDefault || products.length === 1}
                title={product.isDefault ? 'The default product cannot be deleted' : undefined}
                onClick={() => setDeleting(product)}
              >
                Delete
              </DangerButton>
            </RowActions>
          </Table.Tr>
        ))}
      </AdminTable>
      {editing ? <EditProductDialog product={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the product'}?`}
        confirmLabel="Delete product"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        Its trust center page and everything on it are deleted. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
