/**
 * An item's document links while staff edit them (staff-content.md §4 "File link"): each linked
 * document with Unlink, a pending unlink ('Save to unlink', Undo), a pending link ('Save to
 * link', Undo), and the picker of documents neither linked nor pending, sorted by name (§5).
 * Nothing is saved here: the caller's Save applies the state (the private area's panel, the
 * card drawer's form).
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import { pickableDocuments } from '@candor/domain/documents/documentLibrary';
import {
  link,
  rows,
  takenIds,
  undo,
  unlink,
  type PendingLinks,
} from '@candor/domain/documents/itemLinks';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface LinkableDocument {
  id: string;
  name: string;
}

export function DocumentLinksEditor({
  itemTitle,
  state,
  onChange,
  documents,
  loading = false,
  error = null,
}: {
  itemTitle: string;
  state: PendingLinks;
  onChange: (state: PendingLinks) => void;
  /** The library the picker offers from; names of linked documents come from it too. */
  documents: readonly LinkableDocument[];
  /** The library is still loading: the picker waits. */
  loading?: boolean;
  /** Why the library could not be loaded. */
  error?: string | null;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const names = new Map(documents.map((document) => [document.id, document.name]));
  const nameOf = (fileId: string) => names.get(fileId) ?? '(Untitled)';
  const choices = pickableDocuments(documents, takenIds(state));
  const shown = rows(state);

  return (
    <Stack gap="xs">
      {shown.length === 0 ? (
        <Text size="sm" c="gray.7">
          No documents are linked to {itemTitle}.
        </Text>
      ) : (
        <ul
          aria-label={`Documents of ${itemTitle}`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((row) => (
            <li key={row.fileId} data-document-link={row.state}>
              <Group justify="space-between" py={4} gap="xs" wrap="nowrap">
                <Text
                  size="sm"
                  td={row.state === 'unlinkPending' ? 'line-through' : undefined}
                  style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {nameOf(row.fileId)}
                </Text>
                {row.state === 'linked' ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onChange(unlink(state, row.fileId))}
                    aria-label={`Unlink ${nameOf(row.fileId)}`}
                  >
                    Unlink
                  </Button>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <Badge
                      variant="light"
                      color={row.state === 'linkPending' ? 'teal' : 'orange'}
                      // The tint's own text is too light on it: dark text keeps 4.5:1.
                      c="var(--candor-text)"
                    >
                      {row.state === 'linkPending' ? 'Save to link' : 'Save to unlink'}
                    </Badge>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onChange(undo(state, row.fileId))}
                      aria-label={`Undo ${nameOf(row.fileId)}`}
                    >
                      Undo
                    </Button>
                  </Group>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Select
        label="Link a document"
        placeholder={
          loading
            ? 'Loading documents…'
            : choices.length === 0
              ? 'Every document is linked'
              : 'Choose a document'
        }
        data={choices.map((document) => ({ value: document.id, label: document.name }))}
        value={picked}
        onChange={(fileId) => {
          if (fileId) onChange(link(state, fileId));
          setPicked(null);
        }}
        disabled={loading || choices.length === 0}
        error={error}
        searchable
        maw={480}
      />
    </Stack>
  );
}
