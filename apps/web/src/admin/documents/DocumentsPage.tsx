/**
 * The staff document library: every document of the organisation with its type, size, expiry
 * and the items it is linked to (a view-only one says so); upload (also from ?uploadModal=true,
 * with its title and view-only), edit (name, expiry and view-only),
 * replace, delete, and the links of each item.
 */
import { DOCUMENT_MESSAGES, isDocumentExpired, type LibraryDocument } from '@candor/domain';
import { ActionIcon, Badge, Button, Group, Menu, Table, Text, Tooltip } from '@mantine/core';
import { DotsIcon, LockIcon, UploadIcon } from '../../ui/icons.js';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIONS_COLUMN, AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { TableToolbar } from '../ui/TableToolbar.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { documentKeys, documentsApi } from './documentsApi.js';
import { EditDocumentDialog } from './EditDocumentDialog.js';
import { ItemDocumentsPanel } from './ItemDocumentsPanel.js';
import { UploadDocumentDialog } from './UploadDocumentDialog.js';
import { formatFileSize } from '../../documents/documentFormat.js';

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

const today = () => new Date().toISOString().slice(0, 10);

export default function DocumentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const uploadOpen = searchParams.get('uploadModal') === 'true';
  const setUploadOpen = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('uploadModal', 'true');
        else params.delete('uploadModal');
        return params;
      },
      { replace: true },
    );
  const [editing, setEditing] = useState<LibraryDocument | null>(null);
  const [replacing, setReplacing] = useState<LibraryDocument | null>(null);
  const [deleting, setDeleting] = useState<LibraryDocument | null>(null);
  const library = useQuery({ queryKey: documentKeys.library, queryFn: documentsApi.list });
  const items = useQuery({ queryKey: documentKeys.items, queryFn: documentsApi.items });
  const remove = useSnackMutation<string, { message: string }>({
    mutationFn: (fileId) => documentsApi.remove(fileId),
    success: (done) => done.message,
    invalidates: [documentKeys.library, documentKeys.items],
    onSuccess: () => setDeleting(null),
  });
  const documents = library.data?.documents ?? [];

  return (
    <>
      <PageHeader title="Documents">
        Reports, certificates and policies for the Trust Center. Upload a document, then link it to
        the items it belongs to.
      </PageHeader>
      <TableToolbar
        align="center"
        mb="md"
        actions={
          <Button
            leftSection={<UploadIcon size={16} stroke={2} />}
            onClick={() => setUploadOpen(true)}
          >
            Upload document
          </Button>
        }
      >
        <Text size="sm" c="gray.7">
          {library.data
            ? `${library.data.count} document${library.data.count === 1 ? '' : 's'}`
            : ''}
        </Text>
      </TableToolbar>
      <QueryView query={library}>
        {() =>
          documents.length === 0 ? (
            <Text c="gray.7">{DOCUMENT_MESSAGES.empty_library}</Text>
          ) : (
            <AdminTable
              label="Documents"
              columns={['Name', 'Type', 'Size', 'Uploaded', 'Expires', 'Linked to', ACTIONS_COLUMN]}
              minWidth={760}
              verticalSpacing="xs"
            >
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {document.name}
                      </Text>
                      {document.documentAccessType === 'view-only' ? (
                        <Badge variant="light" color="gray" size="sm">
                          View only
                        </Badge>
                      ) : null}
                      {document.encryptedType ? (
                        <Tooltip label={DOCUMENT_MESSAGES.encrypted}>
                          <span aria-label={DOCUMENT_MESSAGES.encrypted} role="img">
                            <LockIcon size={14} stroke={2} />
                          </span>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{TYPE_LABELS[document.mimeType] ?? document.mimeType}</Table.Td>
                  <Table.Td>{formatFileSize(document.size)}</Table.Td>
                  <Table.Td>{formatDateTime(document.createdAt)}</Table.Td>
                  <Table.Td>
                    {document.expiresOn ? (
                      isDocumentExpired(document.expiresOn, today()) ? (
                        <Badge color="red" variant="light">
                          Expired {document.expiresOn}
                        </Badge>
                      ) : (
                        document.expiresOn
                      )
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    {document.links.length === 0 ? (
                      <Text size="sm" c="gray.7">
                        Not linked
                      </Text>
                    ) : (
                      <Text size="sm">{document.links.map((l) => l.itemTitle).join(', ')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={`Actions for ${document.name}`}>
                          <DotsIcon size={18} stroke={2} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setEditing(document)}>Edit</Menu.Item>
                        <Menu.Item onClick={() => setReplacing(document)}>Replace file</Menu.Item>
                        <Menu.Item color="red" onClick={() => setDeleting(document)}>
                          Delete
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
          )
        }
      </QueryView>
      {items.data && library.data ? (
        <ItemDocumentsPanel items={items.data.items} documents={documents} />
      ) : null}

      <UploadDocumentDialog opened={uploadOpen} onClose={() => setUploadOpen(false)} />
      <UploadDocumentDialog
        opened={replacing !== null}
        replacing={replacing}
        onClose={() => setReplacing(null)}
      />
      {editing ? <EditDocumentDialog document={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete document"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `${deleting.name} will be deleted and unlinked from ${
              deleting.links.length === 1 ? '1 item' : `${deleting.links.length} items`
            }. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </>
  );
}
