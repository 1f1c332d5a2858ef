/**
 * Link documents to items: choose an item, see its documents, unlink some and pick others (the
 * picker offers only documents neither linked nor pending, sorted by name); nothing changes
 * until Save, and Undo takes back a pending change.
 */
import { pickableDocuments, type LibraryDocument } from '@candor/domain';
import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { documentKeys, documentsApi, type LinkableItem } from './documentsApi.js';
import {
  link,
  pendingLinkCount,
  rows,
  savedFileIds,
  startLinks,
  takenIds,
  undo,
  unlink,
  type PendingLinks,
} from './itemLinks.js';

const itemKey = (item: Pick<LinkableItem, 'productId' | 'itemUid'>) =>
  `${item.productId}/${item.itemUid}`;

export function ItemDocumentsPanel({
  items,
  documents,
}: {
  items: readonly LinkableItem[];
  documents: readonly LibraryDocument[];
}) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const item = items.find((candidate) => itemKey(candidate) === selectedKey) ?? null;
  const itemOptions = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const candidate of items) {
      const group = groups.get(candidate.productName) ?? [];
      group.push({
        value: itemKey(candidate),
        label: `${candidate.title} (${candidate.cardTitle})`,
      });
      groups.set(candidate.productName, group);
    }
    return [...groups].map(([group, options]) => ({ group, items: options }));
  }, [items]);

  return (
    <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="link-documents">
      <Title order={2} size="h4" id="link-documents" mb="xs">
        Link documents to items
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Linked documents appear with the item on the Trust Center, for those allowed to see it.
      </Text>
      <Select
        label="Item"
        placeholder="Choose an item"
        data={itemOptions}
        value={selectedKey}
        onChange={setSelectedKey}
        searchable
        nothingFoundMessage="No item matches"
        maw={480}
      />
      {item ? (
        <ItemLinks
          key={`${itemKey(item)}:${item.fileIds.join(',')}`}
          item={item}
          documents={documents}
        />
      ) : null}
    </Card>
  );
}

function ItemLinks({
  item,
  documents,
}: {
  item: LinkableItem;
  documents: readonly LibraryDocument[];
}) {
  const [state, setState] = useState<PendingLinks>(() => startLinks(item.fileIds));
  const [picked, setPicked] = useState<string | null>(null);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const choices = pickableDocuments(documents, takenIds(state));
  const save = useSnackMutation<string[], { message: string }>({
    mutationFn: (fileIds) => documentsApi.saveItemDocuments(item, fileIds),
    success: (saved) => saved.message,
    invalidates: [documentKeys.library, documentKeys.items],
  });
  const pending = pendingLinkCount(state);

  return (
    <Stack gap="sm" mt="md">
      {rows(state).length === 0 ? (
        <Text size="sm" c="gray.7">
          No documents are linked to {item.title}.
        </Text>
      ) : (
        <ul
          aria-label={`Documents of ${item.title}`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows(state).map((row) => (
            <li key={row.fileId}>
              <Group justify="space-between" py={4} wrap="nowrap">
                <Text size="sm" td={row.state === 'unlinkPending' ? 'line-through' : undefined}>
                  {byId.get(row.fileId)?.name ?? '(Untitled)'}
                </Text>
                {row.state === 'linked' ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => setState(unlink(state, row.fileId))}
                  >
                    Unlink
                  </Button>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color={row.state === 'linkPending' ? 'teal' : 'orange'}>
                      {row.state === 'linkPending' ? 'Save to link' : 'Save to unlink'}
                    </Badge>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setState(undo(state, row.fileId))}
                      aria-label={`Undo ${byId.get(row.fileId)?.name ?? ''}`}
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
      <Group align="flex-end">
        <Select
          label="Link a document"
          placeholder={choices.length === 0 ? 'Every document is linked' : 'Choose a document'}
          data={choices.map((document) => ({ value: document.id, label: document.name }))}
          value={picked}
          onChange={(fileId) => {
            if (fileId) setState(link(state, fileId));
            setPicked(null);
          }}
          disabled={choices.length === 0}
          searchable
          maw={480}
          style={{ flex: 1 }}
        />
      </Group>
      <Group justify="flex-end">
        <Button
          onClick={() => save.mutate(savedFileIds(state))}
          disabled={pending === 0}
          loading={save.isPending}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
