/**
 * The private area's knowledge base: every entry (searchable, filtered by access, paged by the
 * server), add and edit (question, Markdown answer, comment, access, favourite, products), mark
 * public or private, delete after confirmation, and the whole base as CSV both ways.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PlusIcon, UploadIcon } from '../../ui/icons.js';
import { keepPreviousData, useQuery } from '../../api/queries.js';
import { useState, type FormEvent } from 'react';
import type { KbRowView } from '@candor/domain/knowledgeBase/knowledgeBase';
import {
  KB_ACCESS_LABELS,
  KB_CSV_COLUMNS,
  KB_EMPTY_TEXTS,
  KB_LIMITS,
  KB_MESSAGES,
  type KbAccessLevel,
} from '@candor/domain/knowledgeBase/knowledgeBase.constants';
import { ApiError } from '../../api/jsonRequest.js';
import type { KbTableParams } from '../../api/portalLists.js';
import { DialogActions } from '../../ui/DialogActions.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { ACTIONS_COLUMN, AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DangerButton, RowActions } from '../ui/RowActions.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { LoadError, Loading } from '../ui/QueryState.js';
import { ExportCsvButton, SearchField, TableToolbar } from '../ui/TableToolbar.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import {
  KB_CSV_URL,
  knowledgeBaseApi,
  knowledgeBaseKeys,
  type KbEntryForm,
} from './knowledgeBaseApi.js';

type Editing = { mode: 'add' } | { mode: 'edit'; entry: KbRowView };

export default function KnowledgeBasePage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, KB_LIMITS.searchDebounceMs);
  const [access, setAccess] = useState<string>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<KbRowView | null>(null);
  const params: KbTableParams = {
    q,
    page,
    pageSize: 25,
    source: [],
    access: access ? [access] : [],
    productIds: [],
    time: '',
  };
  const query = useQuery({
    queryKey: knowledgeBaseKeys.list(params),
    queryFn: ({ signal }) => knowledgeBaseApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
  const invalidates = [knowledgeBaseKeys.all];
  const setEntryAccess = useSnackMutation({
    mutationFn: knowledgeBaseApi.setAccess,
    success: (output) => output.message,
    invalidates,
  });
  const remove = useSnackMutation({
    mutationFn: knowledgeBaseApi.remove,
    success: (output) => output.message,
    invalidates,
    onSuccess: () => setDeleting(null),
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader title="Knowledge base">
        Questions and answers shown on the Trust Center's Knowledge Base (FAQs) card. Public entries
        are for everyone; private ones only for account members with access. Answers are Markdown.
      </PageHeader>
      <Stack gap="md">
        <TableToolbar
          actions={
            <>
              <ImportButton />
              <ExportCsvButton href={KB_CSV_URL} />
              <Button
                leftSection={<PlusIcon size={16} stroke={2} />}
                onClick={() => setEditing({ mode: 'add' })}
              >
                Add entry
              </Button>
            </>
          }
        >
          <SearchField
            label="Search entries"
            placeholder="Search questions and answers"
            value={search}
            maxLength={KB_LIMITS.queryMaxLength}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            label="Access"
            data={[
              { value: '', label: 'All access levels' },
              { value: 'public', label: 'Public' },
              { value: 'private', label: 'Private' },
            ]}
            value={access}
            onChange={(value) => {
              setAccess(value ?? '');
              setPage(1);
            }}
            allowDeselect={false}
            w={180}
          />
        </TableToolbar>

        {query.isPending ? (
          <Loading />
        ) : query.isError && !data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : data && data.items.length === 0 ? (
          <Text c="gray.7">
            {data.unfilteredTotal === 0 ? KB_EMPTY_TEXTS.none : KB_EMPTY_TEXTS.noMatch}
          </Text>
        ) : data ? (
          <>
            <AdminTable
              label="Knowledge base entries"
              columns={['Question', 'Access', 'Products', 'Modified', ACTIONS_COLUMN]}
              minWidth={760}
              verticalSpacing="xs"
            >
              {data.items.map((entry) => {
                const level = entry.metadata?.accessLevel ?? 'public';
                const other: KbAccessLevel = level === 'public' ? 'private' : 'public';
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {entry.metadata?.favorite ? '★ ' : ''}
                        {entry.question}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={level === 'public' ? 'teal' : 'gray'}>
                        {KB_ACCESS_LABELS[level]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {entry.metadata?.products.map((p) => p.name).join(', ') || 'All products'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(entry.updatedAt)}</Text>
                    </Table.Td>
                    <RowActions justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ mode: 'edit', entry })}
                        aria-label={`Edit ${entry.question}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        loading={
                          setEntryAccess.isPending && setEntryAccess.variables.id === entry.id
                        }
                        onClick={() => setEntryAccess.mutate({ id: entry.id, accessLevel: other })}
                        aria-label={`Make ${other}: ${entry.question}`}
                      >
                        Make {other}
                      </Button>
                      <DangerButton
                        onClick={() => setDeleting(entry)}
                        aria-label={`Delete ${entry.question}`}
                      >
                        Delete
                      </DangerButton>
                    </RowActions>
                  </Table.Tr>
                );
              })}
            </AdminTable>
            <Group justify="flex-end" gap="sm">
              <Text size="sm">
                {data.total} entries · Page {data.page} of {pages}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>

      {editing ? <EntryDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete entry"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        Delete “{deleting?.question}”? It disappears from the Trust Center at once.
      </ConfirmDialog>
    </>
  );
}

function EntryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const entry = editing.mode === 'edit' ? editing.entry : null;
  const [form, setForm] = useState<KbEntryForm>({
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
    comment: entry?.comment ?? '',
    accessLevel: entry?.metadata?.accessLevel ?? 'public',
    favorite: entry?.metadata?.favorite ?? false,
    productIds: entry?.metadata?.products.map((p) => p.id) ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const products = useQuery({ queryKey: adminKeys.products, queryFn: adminApi.products.list });
  const save = useSnackMutation({
    mutationFn: (values: KbEntryForm) =>
      entry
        ? knowledgeBaseApi.update({ id: entry.id, form: values })
        : knowledgeBaseApi.create(values),
    success: (output) => output.message,
    invalidates: [knowledgeBaseKeys.all],
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(form, {
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
        }
      },
    });
  };
  const set = <K extends keyof KbEntryForm>(key: K, value: KbEntryForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  return (
    <Modal opened onClose={onClose} title={entry ? 'Edit entry' : 'Add entry'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Question"
            required
            maxLength={KB_LIMITS.question}
            value={form.question}
            error={errors.question}
            onChange={(event) => set('question', event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Answer"
            description="Markdown: **bold**, lists and links."
            required
            autosize
            minRows={4}
            maxLength={KB_LIMITS.answer}
            value={form.answer}
            error={errors.answer}
            onChange={(event) => set('answer', event.currentTarget.value)}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxLength={KB_LIMITS.comment}
            value={form.comment ?? ''}
            error={errors.comment}
            onChange={(event) => set('comment', event.currentTarget.value)}
          />
          <Select
            label="Access"
            data={[
              { value: 'public', label: 'Public: everyone' },
              { value: 'private', label: 'Private: account members with access' },
            ]}
            value={form.accessLevel}
            allowDeselect={false}
            onChange={(value) => set('accessLevel', value === 'private' ? 'private' : 'public')}
          />
          <MultiSelect
            label="Products"
            description="None: the entry is on every product."
            data={(products.data?.products ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={form.productIds}
            error={errors.productIds}
            onChange={(value) => set('productIds', value)}
            searchable
          />
          <Checkbox
            label="Favorite (listed first)"
            checked={form.favorite}
            onChange={(event) => set('favorite', event.currentTarget.checked)}
          />
          <DialogActions
            onCancel={onClose}
            busy={save.isPending}
            actionLabel={entry ? 'Save' : 'Add entry'}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function ImportButton() {
  const [report, setReport] = useState<{ message: string; lines: string[] } | null>(null);
  const importCsv = useSnackMutation({
    mutationFn: knowledgeBaseApi.importCsv,
    success: (output) => output.message,
    invalidates: [knowledgeBaseKeys.all],
    onSuccess: () => setReport(null),
  });
  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size > KB_LIMITS.csvMaxBytes) {
      setReport({
        message: KB_MESSAGES.csvTooLarge,
        lines: [],
      });
      return;
    }
    const csv = await file.text();
    importCsv.mutate(
      { csv, fileName: file.name },
      {
        onError: (error) =>
          setReport({
            message: error.message,
            lines:
              error instanceof ApiError
                ? error.errors.map(
                    (e) => `${e.path[0]?.toUpperCase() ?? ''}${e.path.slice(1)}: ${e.message}`,
                  )
                : [],
          }),
      },
    );
  };
  return (
    <>
      <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv">
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={importCsv.isPending}
            leftSection={<UploadIcon size={16} stroke={2} />}
          >
            Import CSV
          </Button>
        )}
      </FileButton>
      {report ? (
        <Modal opened onClose={() => setReport(null)} title="Import failed" size="lg">
          <Alert color="red" role="alert" title={report.message}>
            {report.lines.length > 0 ? (
              <ul>
                {report.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            <Text size="sm" mt="sm">
              Columns: {KB_CSV_COLUMNS.join(', ')}. Products by name or slug, separated by “;”.
            </Text>
          </Alert>
        </Modal>
      ) : null}
    </>
  );
}
