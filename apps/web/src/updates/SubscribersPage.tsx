import { SUBSCRIBER_STATUS_LABELS, UPDATE_MESSAGES, type SubscriberStatus } from '@candor/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TrashIcon } from '../ui/icons.js';
import { useQuery } from '../api/queries.js';
import { useMemo, useState, type FormEvent } from 'react';
import { ACTIONS_COLUMN, AdminTable } from '../admin/ui/AdminTable.js';
import { ConfirmDialog } from '../admin/ui/ConfirmDialog.js';
import { formatDateTime } from '../admin/ui/dates.js';
import { PageHeader } from '../admin/ui/PageHeader.js';
import { QueryView } from '../admin/ui/QueryState.js';
import { ExportCsvButton, SearchField, TableToolbar } from '../admin/ui/TableToolbar.js';
import { useSnackMutation } from '../admin/ui/useSnackMutation.js';
import {
  SUBSCRIBERS_CSV_URL,
  subscriberKeys,
  subscribersApi,
  type SubscriberBlock,
} from './subscribersApi.js';

const STATUS_COLORS: Record<SubscriberStatus, string> = {
  pending: 'yellow',
  confirmed: 'teal',
  unsubscribed: 'gray',
  blocked: 'red',
};

/**
 * Who receives the trust updates by e-mail: the subscribers (searchable, exported as CSV), and the
 * addresses and domains blocked from subscribing and from update mail.
 */
export default function SubscribersPage() {
  return (
    <>
      <PageHeader title="Subscribers">
        People who asked for the trust updates by e-mail. Each confirmed their address from a mailed
        link; blocked addresses and domains can neither subscribe nor receive updates.
      </PageHeader>
      <Stack gap="xl">
        <SubscriberList />
        <BlockList />
      </Stack>
    </>
  );
}

function SubscriberList() {
  const query = useQuery({ queryKey: subscriberKeys.list, queryFn: subscribersApi.list });
  const [search, setSearch] = useState('');
  const subscribers = query.data?.subscribers;
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (subscribers ?? []).filter((s) => !term || s.email.includes(term));
  }, [subscribers, search]);

  return (
    <section aria-labelledby="subscribers-title">
      <TableToolbar align="center" mb="sm" actions={<ExportCsvButton href={SUBSCRIBERS_CSV_URL} />}>
        <Title order={2} size="h4" id="subscribers-title">
          Subscribers{subscribers ? ` (${subscribers.length})` : ''}
        </Title>
      </TableToolbar>
      <QueryView query={query}>
        {() =>
          subscribers?.length === 0 ? (
            <Text c="gray.7">Nobody has subscribed yet.</Text>
          ) : (
            <>
              <SearchField
                label="Search subscribers"
                placeholder="name@company.com"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                maw={360}
                mb="sm"
              />
              {shown.length === 0 ? (
                <Text c="gray.7">No subscriber matches “{search.trim()}”.</Text>
              ) : (
                <AdminTable
                  label="Subscribers"
                  columns={['Email', 'Status', 'Source', 'Subscribed', 'Confirmed']}
                  minWidth={720}
                  verticalSpacing="xs"
                >
                  {shown.map((subscriber) => (
                    <Table.Tr key={subscriber.id}>
                      <Table.Td>
                        <Text size="sm">{subscriber.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[subscriber.status]}>
                          {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{subscriber.source ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(subscriber.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(subscriber.confirmedAt)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </AdminTable>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function BlockList() {
  const query = useQuery({ queryKey: subscriberKeys.blocks, queryFn: subscribersApi.blocks });
  const [value, setValue] = useState('');
  const [unblocking, setUnblocking] = useState<SubscriberBlock | null>(null);
  const invalidates = [subscriberKeys.blocks, subscriberKeys.list];
  const block = useSnackMutation({
    mutationFn: subscribersApi.block,
    success: (output) => output.message,
    invalidates,
    onSuccess: () => setValue(''),
  });
  const unblock = useSnackMutation({
    mutationFn: subscribersApi.unblock,
    success: (output) => output.message,
    invalidates,
    onSuccess: () => setUnblocking(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) block.mutate(value.trim());
  };
  const blocks = query.data?.blocks;

  return (
    <section aria-labelledby="blocks-title">
      <Title order={2} size="h4" id="blocks-title" mb="sm">
        Blocked addresses and domains
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" mb="md">
          <TextInput
            label="Block an e-mail address or a whole domain"
            placeholder="someone@example.com or example.com"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={
              block.error?.message === UPDATE_MESSAGES.blockInvalid ? block.error.message : null
            }
            w={360}
          />
          <Button type="submit" loading={block.isPending} disabled={!value.trim()}>
            Block
          </Button>
        </Group>
      </form>
      <QueryView query={query}>
        {() =>
          blocks?.length === 0 ? (
            <Text c="gray.7">Nothing is blocked.</Text>
          ) : (
            <AdminTable
              label="Blocked addresses and domains"
              columns={['Blocked', 'Kind', 'Since', ACTIONS_COLUMN]}
              verticalSpacing="xs"
              maw={720}
            >
              {blocks?.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text size="sm">{entry.value}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.kind === 'domain' ? 'Domain' : 'Address'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Unblock ${entry.value}`}
                      onClick={() => setUnblocking(entry)}
                    >
                      <TrashIcon size={16} stroke={2} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
          )
        }
      </QueryView>
      <ConfirmDialog
        opened={unblocking !== null}
        title="Unblock?"
        confirmLabel="Unblock"
        busy={unblock.isPending}
        onConfirm={() => unblocking && unblock.mutate(unblocking.id)}
        onClose={() => setUnblocking(null)}
      >
        {unblocking ? (
          <>
            <strong>{unblocking.value}</strong> will be able to subscribe and receive update mail
            again.
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
