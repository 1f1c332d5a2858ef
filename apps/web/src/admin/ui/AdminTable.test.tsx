import { MantineProvider, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN, AdminTable } from './AdminTable.js';

const render = (node: ReactNode): string =>
  renderToString(<MantineProvider>{node}</MantineProvider>);

const row = (
  <Table.Tr>
    <Table.Td>Acme</Table.Td>
    <Table.Td>Edit</Table.Td>
  </Table.Tr>
);

describe('AdminTable', () => {
  it('renders the table an admin page wrote by hand: scroll container, headings, rows', () => {
    // The scroller takes the keyboard's focus, so a table wider than the screen can be scrolled.
    const byHand = render(
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table verticalSpacing="sm" aria-label="Products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{row}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const shared = render(
      <AdminTable
        label="Products"
        columns={['Name', ACTIONS_COLUMN]}
        minWidth={640}
        verticalSpacing="sm"
      >
        {row}
      </AdminTable>,
    );
    expect(shared).toBe(byHand);
  });

  it('has no scroll container without a minimum width, and keeps a heading width', () => {
    const byHand = render(
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>Details</Table.Th>
            <Table.Th ta="right">Searches</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{row}</Table.Tbody>
      </Table>,
    );
    const shared = render(
      <AdminTable
        columns={[
          { heading: 'Details', w: 40 },
          { heading: 'Searches', ta: 'right' },
        ]}
        striped
      >
        {row}
      </AdminTable>,
    );
    expect(shared).toBe(byHand);
  });
});
