import { ActionIcon, Code, SimpleGrid, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../ui/icons.js';
import type { AuditEntry } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { formatDateTime } from '../ui/dates.js';

/** The entity's state on one side of the change, as indented JSON ('—' when there is none). */
function JsonValue({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <Text size="xs" fw={600} mb={4}>
        {label}
      </Text>
      <Code block>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Code>
    </div>
  );
}

/** The entries; a row opens to show the entity before and after the change. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <AdminTable
      label="Audit log"
      columns={[{ heading: 'Details', hidden: true, w: 40 }, 'When', 'Action', 'Actor', 'Entity']}
      minWidth={720}
      verticalSpacing="xs"
    >
      {entries.map((entry) => {
        const id = String(entry.id);
        const expanded = open.has(id);
        return (
          <Fragment key={id}>
            <Table.Tr>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  aria-expanded={expanded}
                  aria-controls={`audit-entry-${id}`}
                  aria-label={`${expanded ? 'Hide' : 'Show'} the change of entry ${id}`}
                  onClick={() => toggle(id)}
                >
                  {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
                </ActionIcon>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(entry.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {entry.action}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.actor.label}</Text>
                <Text size="xs" c="gray.7">
                  {entry.actor.type}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.entityType ?? '—'}</Text>
                {entry.entityId ? (
                  <Text size="xs" c="gray.7" ff="monospace">
                    {entry.entityId}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
            {expanded ? (
              <Table.Tr id={`audit-entry-${id}`}>
                <Table.Td colSpan={5}>
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    <JsonValue label="Before" value={entry.before} />
                    <JsonValue label="After" value={entry.after} />
                  </SimpleGrid>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Fragment>
        );
      })}
    </AdminTable>
  );
}
