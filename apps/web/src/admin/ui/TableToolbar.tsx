/**
 * The bar above an admin table: what narrows the table on the left (a search box, filters, or
 * the table's heading), what acts on it on the right (export, import, add), wrapping on a
 * narrow screen. The search box and the CSV export look and read the same on every page.
 */
import { Button, Group, TextInput, type GroupProps, type TextInputProps } from '@mantine/core';
import { DownloadIcon, SearchIcon } from '../../ui/icons.js';
import type { ReactNode } from 'react';

export function TableToolbar({
  children,
  actions,
  align = 'flex-end',
  mb,
}: {
  /** The left side: search, filters, a heading. */
  children?: ReactNode;
  /** The right side: buttons acting on the table. */
  actions?: ReactNode;
  align?: GroupProps['align'];
  mb?: GroupProps['mb'];
}) {
  return (
    <Group justify="space-between" align={align} wrap="wrap" mb={mb}>
      <Group align={align} wrap="wrap" style={{ flexGrow: 1 }}>
        {children}
      </Group>
      {actions ? <Group>{actions}</Group> : null}
    </Group>
  );
}

/** A text box that filters the table, with the magnifier. */
export function SearchField(props: TextInputProps) {
  return <TextInput leftSection={<SearchIcon size={16} stroke={2} />} {...props} />;
}

/** 'Export CSV': downloads the file at href (a GET the browser makes with the session cookie). */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<DownloadIcon size={16} stroke={2} />}
    >
      Export CSV
    </Button>
  );
}
