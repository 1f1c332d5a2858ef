import { Button, Group, MantineProvider, Table, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DangerButton, RowActions } from './RowActions.js';

const render = (node: ReactNode): string =>
  renderToString(
    <MantineProvider>
      <Table>
        <Table.Tbody>
          <Table.Tr>{node}</Table.Tr>
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );

describe('RowActions and DangerButton', () => {
  it('render the cell and the red button an admin table wrote by hand', () => {
    const byHand = render(
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button size="xs" variant="light">
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" aria-label="Delete Acme" disabled>
            Delete
          </Button>
        </Group>
      </Table.Td>,
    );
    const shared = render(
      <RowActions justify="flex-end">
        <Button size="xs" variant="light">
          Edit
        </Button>
        <DangerButton aria-label="Delete Acme" disabled>
          Delete
        </DangerButton>
      </RowActions>,
    );
    expect(shared).toBe(byHand);
  });

  it('lets a tooltip wrap the red button', () => {
    const html = render(
      <Table.Td>
        <Tooltip label="You cannot remove yourself">
          <DangerButton aria-disabled>Remove</DangerButton>
        </Tooltip>
      </Table.Td>,
    );
    expect(html).toContain('aria-disabled="true"');
  });
});
