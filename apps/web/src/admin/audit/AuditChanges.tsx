import { Anchor, Table, Text } from '@mantine/core';
import { auditChanges, type AuditFieldChange } from '@candor/domain';
import { useState } from 'react';

const LONG = 160;

/** A value, cut to its first characters when long, with a way to read it whole. */
function Value({ text, label }: { text: string; label: string }) {
  const [whole, setWhole] = useState(false);
  if (text.length <= LONG || whole) {
    return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;
  }
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {`${text.slice(0, LONG)}…`}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => setWhole(true)}>
        {`Show all of ${label.toLowerCase()}`}
      </Anchor>
    </span>
  );
}

function ChangeRow({ change }: { change: AuditFieldChange }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {change.label}
      </Table.Th>
      <Table.Td>
        <Value text={change.before} label={`${change.label} before`} />
      </Table.Td>
      <Table.Td>
        <Value text={change.after} label={`${change.label} after`} />
      </Table.Td>
    </Table.Tr>
  );
}

/** What one entry changed: the changed fields only, before and after, in words. */
export function AuditChanges({
  before,
  after,
  id,
}: {
  before: unknown;
  after: unknown;
  id: string;
}) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) {
    return (
      <Text id={id} size="sm" c="gray.7">
        No field was changed by this entry.
      </Text>
    );
  }
  return (
    <Table id={id} layout="fixed" verticalSpacing={4} fz="sm" aria-label="What changed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <ChangeRow key={change.field} change={change} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
