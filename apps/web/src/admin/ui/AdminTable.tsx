import { Table, VisuallyHidden, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's heading: its text, or a heading with its own look (`hidden`: read, not shown). */
export type Column =
  string | { heading: ReactNode; hidden?: boolean; ta?: TableThProps['ta']; w?: TableThProps['w'] };

/** The heading of the row actions' column: read by screen readers, not shown. */
export const ACTIONS_COLUMN: Column = { heading: 'Actions', hidden: true };

/**
 * An admin page's table: the headings of its columns, then the rows it is given; with
 * `minWidth`, it scrolls sideways on a screen narrower than that.
 */
export function AdminTable({
  label,
  columns,
  minWidth,
  children,
  ...table
}: Omit<TableProps, 'children'> & {
  label?: string;
  columns: readonly Column[];
  minWidth?: number;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}) {
  const body = (
    <Table aria-label={label} {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) =>
            typeof column === 'string' ? (
              <Table.Th key={index}>{column}</Table.Th>
            ) : (
              <Table.Th key={index} ta={column.ta} w={column.w}>
                {column.hidden ? <VisuallyHidden>{column.heading}</VisuallyHidden> : column.heading}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    body
  ) : (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={SCROLLER_TAKES_FOCUS}>
      {body}
    </Table.ScrollContainer>
  );
}

/** The table's scroller takes focus, so a keyboard user can scroll a table wider than the screen. */
const SCROLLER_TAKES_FOCUS = { viewportProps: { tabIndex: 0 } };
