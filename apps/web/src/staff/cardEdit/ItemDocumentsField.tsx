/**
 * An item's documents in the card drawer's edit mode (staff-content.md §3–§5 "File link"):
 * linked, unlink pending (Save to unlink, Undo) and new link pending (Save to link, Undo), from
 * the organisation's document library; the drawer's Save applies them with the rest of the card.
 */
import { pendingLinksOf, savedFileIds } from '@candor/domain/documents/itemLinks';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import type { ItemView } from '@candor/domain/portal/portalView';
import { Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { documentKeys, documentsApi } from '../../admin/documents/documentsApi.js';
import { DocumentLinksEditor } from '../documentLinks/DocumentLinksEditor.js';
import { linkedFileIds } from './cardFormValues.js';

export const DOCUMENT_LIBRARY_FAILED = 'The documents could not be loaded. Close and try again.';

export function ItemDocumentsField({
  item,
  index,
  control,
  error,
}: {
  item: ItemView;
  index: number;
  control: Control<CardFormInput>;
  error?: string | undefined;
}) {
  const linked = useMemo(() => linkedFileIds(item), [item]);
  const library = useQuery({ queryKey: documentKeys.library, queryFn: documentsApi.list });
  // Linked documents are named from the item until the library arrives.
  const documents = useMemo(() => {
    const known = library.data?.documents ?? [];
    const ids = new Set(known.map((document) => document.id));
    const fromItem = item.documents
      .filter((document) => !document.generated && !ids.has(document.fileId))
      .map((document) => ({ id: document.fileId, name: document.name }));
    return [...known, ...fromItem];
  }, [library.data, item.documents]);
  const labelId = `edit-item-${item.uid}-documents`;

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        Documents
      </Text>
      <Controller
        control={control}
        name={`items.${index}.fileIds`}
        render={({ field }) => (
          <DocumentLinksEditor
            itemTitle={item.title}
            state={pendingLinksOf(linked, field.value ?? linked)}
            onChange={(state) => field.onChange(savedFileIds(state))}
            documents={documents}
            loading={library.isPending}
            error={library.isError ? DOCUMENT_LIBRARY_FAILED : (error ?? null)}
          />
        )}
      />
    </div>
  );
}
