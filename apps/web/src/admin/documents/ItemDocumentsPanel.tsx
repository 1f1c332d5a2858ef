/**
 * Link documents to items: choose an item, see its documents, unlink some and pick others (the
 * picker offers only documents neither linked nor pending, sorted by name); nothing changes
 * until Save, and Undo takes back a pending change.
 */
import type { LibraryDocument } from '@candor/domain';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { documentKeys, documentsApi, type LinkableItem } from './documentsApi.js';
import {
  pendingLinkCount,
  savedFileIds,
  startLinks,
  type PendingLinks,
} from '@candor/domain/documents/itemLinks';
import { DocumentLinksEditor } from '../../staff/documentLinks/DocumentLinksEditor.js';

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
  const save = useSnackMutation<string[], { message: string }>({
    mutationFn: (fileIds) => documentsApi.saveItemDocuments(item, fileIds),
    success: (saved) => saved.message,
    invalidates: [documentKeys.library, documentKeys.items],
  });

  return (
    <Stack gap="sm" mt="md">
      <DocumentLinksEditor
        itemTitle={item.title}
        state={state}
        onChange={setState}
        documents={documents}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => save.mutate(savedFileIds(state))}
          disabled={pendingLinkCount(state) === 0}
          loading={save.isPending}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
