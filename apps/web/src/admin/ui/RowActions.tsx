import {
  Button,
  Group,
  Table,
  Text,
  type ButtonProps,
  type ElementProps,
  type GroupProps,
} from '@mantine/core';
import type { ReactNode } from 'react';

/** A person's cell: the name, and the email address under it. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="gray.7">
        {email}
      </Text>
    </Table.Td>
  );
}

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
