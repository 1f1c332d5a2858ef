import {
  Button,
  Group,
  Table,
  type ButtonProps,
  type ElementProps,
  type GroupProps,
} from '@mantine/core';
import type { ReactNode } from 'react';

/** A table row's last cell: its action buttons side by side, never wrapping. */
export function RowActions({
  children,
  justify,
}: {
  children: ReactNode;
  justify?: GroupProps['justify'];
}) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap" justify={justify}>
        {children}
      </Group>
    </Table.Td>
  );
}

/** A row's action that deletes, removes or takes access away: small, quiet and red. */
export function DangerButton(props: ButtonProps & ElementProps<'button', keyof ButtonProps>) {
  return <Button size="xs" variant="subtle" color="red" {...props} />;
}
