/**
 * A destination's delivery log: each attempt with its status, the receiver's HTTP status and
 * response time, and Redeliver. Read again every two seconds while a delivery is still queued,
 * so a test event's result shows without reloading.
 */
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatLongDateTime } from '@candor/domain/portal/format';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@candor/domain/webhooks/webhookEvents';
import { useState } from 'react';
import { useQuery } from '../../../api/queries.js';
import { useSnackMutation } from '../../ui/useSnackMutation.js';
import { AdminTable, ACTIONS_COLUMN } from '../../ui/AdminTable.js';
import { QueryView } from '../../ui/QueryState.js';
import { deliveriesKey, webhooksApi, type Destination } from './webhooksApi.js';

const isEventType = (type: string): type is WebhookEventType =>
  WEBHOOK_EVENT_TYPES.some((known) => known === type);

/** An event in words, as the form names it; the test event as such. */
const eventLabel = (type: string): string =>
  type === WEBHOOK_TEST_EVENT
    ? 'Test event'
    : isEventType(type)
      ? WEBHOOK_EVENT_LABELS[type]
      : type;

export function DeliveriesModal({
  destination,
  onClose,
}: {
  destination: Destination;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: deliveriesKey(destination.id, page),
    queryFn: () => webhooksApi.deliveries(destination.id, page),
    refetchInterval: (current) => ((current.state.data?.pending ?? 0) > 0 ? 2_000 : false),
  });
  const redeliver = useSnackMutation({
    mutationFn: webhooksApi.redeliver,
    success: (answer) => answer.message,
    invalidates: [['admin', 'webhooks', destination.id, 'deliveries']],
  });

  return (
    <Modal opened onClose={onClose} title={`Deliveries to ${destination.url}`} size="xl" centered>
      <QueryView query={query}>
        {(data) => (
          <Stack gap="sm">
            {data.pending > 0 ? (
              <Text size="sm" role="status">
                {data.pending === 1
                  ? 'One delivery is waiting to be sent.'
                  : `${String(data.pending)} deliveries are waiting to be sent.`}
              </Text>
            ) : null}
            {data.deliveries.length === 0 ? (
              <Text size="sm">
                No delivery yet. Events, test events and redeliveries show here with the receiver’s
                answer.
              </Text>
            ) : (
              <AdminTable
                label="Deliveries"
                columns={[
                  'Time',
                  'Event',
                  'Attempt',
                  'Status',
                  'HTTP',
                  'Response time',
                  'Detail',
                  ACTIONS_COLUMN,
                ]}
              >
                {data.deliveries.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>{formatLongDateTime(delivery.createdAt)}</Table.Td>
                    <Table.Td>{eventLabel(delivery.eventType)}</Table.Td>
                    <Table.Td>{delivery.attempt}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={delivery.status === 'succeeded' ? 'teal' : 'red'}
                        variant="light"
                      >
                        {delivery.status === 'succeeded' ? 'Succeeded' : 'Failed'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{delivery.httpStatus ?? '—'}</Table.Td>
                    <Table.Td>{`${String(delivery.responseMs)} ms`}</Table.Td>
                    <Table.Td>
                      <Text size="xs" lineClamp={2}>
                        {delivery.detail ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        loading={
                          redeliver.isPending && redeliver.variables.deliveryId === delivery.id
                        }
                        onClick={() =>
                          redeliver.mutate({ id: destination.id, deliveryId: delivery.id })
                        }
                        aria-label={`Redeliver ${delivery.eventType} of ${formatLongDateTime(delivery.createdAt)}`}
                      >
                        Redeliver
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </AdminTable>
            )}
            {page > 1 || data.hasMore ? (
              <Group justify="space-between">
                <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Button
                  variant="default"
                  disabled={!data.hasMore}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
