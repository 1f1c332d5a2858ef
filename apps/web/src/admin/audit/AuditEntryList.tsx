import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { auditChanges } from '@candor/domain';
import { useState } from 'react';
import type { AuditEntry } from '../api/adminApi.js';
import { formatDateTime } from '../ui/dates.js';
import { AuditChanges } from './AuditChanges.js';
import { auditSentence } from './auditSentence.js';

function Entry({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const id = `audit-entry-${String(entry.id)}`;
  const count = auditChanges(entry.before, entry.after).length;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-audit-entry>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {auditSentence(entry)}
      </Text>
      <Group gap="xs" justify="space-between" wrap="wrap" mt={4}>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {`${formatDateTime(entry.at)} · ${entry.actor.label} · entry ${String(entry.id)}`}
        </Text>
        {count > 0 ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide changes' : `Show changes (${String(count)})`}
          </Anchor>
        ) : null}
      </Group>
      {open ? (
        <Box mt="xs">
          <AuditChanges id={id} before={entry.before} after={entry.after} />
        </Box>
      ) : null}
    </Paper>
  );
}

/** The entries, newest first, each in one sentence; an entry opens on what it changed. */
export function AuditEntryList({ entries }: { entries: AuditEntry[] }) {
  return (
    <Stack
      component="ol"
      gap="xs"
      aria-label="Audit log entries"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {entries.map((entry) => (
        <Entry key={String(entry.id)} entry={entry} />
      ))}
    </Stack>
  );
}
