/**
 * What became of one published update's e-mail: how many subscribers it was written for, sent
 * (or only stored, without a mail server), waiting and failed with the reason, and the recipients
 * for staff who may see subscribers' addresses.
 */
import type { DeliveryReport, MailStatus, StaffUpdate } from '@candor/domain';
import { Alert, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '../api/queries.js';
import { AdminTable } from '../admin/ui/AdminTable.js';
import { QueryView } from '../admin/ui/QueryState.js';
import { staffUpdateKeys, staffUpdatesApi } from './staffUpdatesApi.js';

export const STORED_WITHOUT_MAIL_SERVER = 'Stored — no mail server configured';

const statusLabel = (status: MailStatus, report: DeliveryReport) =>
  status === 'sent'
    ? report.mailServer
      ? 'Sent'
      : STORED_WITHOUT_MAIL_SERVER
    : status === 'queued'
      ? 'Waiting to send'
      : 'Failed';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </div>
  );
}

export function DeliveryReportDialog({
  update,
  onClose,
}: {
  update: StaffUpdate;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: staffUpdateKeys.delivery(update.id),
    queryFn: () => staffUpdatesApi.delivery(update.id),
    staleTime: 0,
    // Mail still on its way: look again until every mail has an outcome.
    refetchInterval: (q) =>
      q.state.data &&
      (q.state.data.queued > 0 ||
        q.state.data.fanOut === 'queued' ||
        q.state.data.fanOut === 'running')
        ? 2000
        : false,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Delivery of “${update.topic.subject}”`}
      size="lg"
      centered
    >
      <QueryView query={query}>
        {(report) => (
          <Stack>
            {report.total === 0 ? (
              <Text size="sm" c="gray.7">
                {report.fanOut === 'queued' || report.fanOut === 'running'
                  ? 'The mails are being prepared…'
                  : 'No mail was sent for this update: nobody was subscribed when it was published.'}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Delivery figures">
                <Figure label="Subscribers mailed" value={report.total} />
                <Figure label={report.mailServer ? 'Sent' : 'Stored'} value={report.sent} />
                <Figure label="Waiting to send" value={report.queued} />
                <Figure label="Failed" value={report.failed} />
              </SimpleGrid>
            )}
            {!report.mailServer && report.sent > 0 ? (
              <Alert color="yellow">
                {STORED_WITHOUT_MAIL_SERVER}: these mails were kept in Sent mail and reached nobody.
                Set SMTP_URL on the server to deliver them.
              </Alert>
            ) : null}
            {report.recipients === null ? (
              report.failures.length > 0 ? (
                <Text size="sm">
                  Failed:{' '}
                  {report.failures
                    .map((f) => `${f.to} (${f.reason ?? 'no reason given'})`)
                    .join(', ')}
                </Text>
              ) : null
            ) : report.recipients.length > 0 ? (
              <AdminTable
                label="Recipients"
                columns={['Recipient', 'Outcome']}
                verticalSpacing="xs"
              >
                {report.recipients.map((r) => (
                  <Table.Tr key={r.to}>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {r.to}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500} c={r.status === 'failed' ? 'red.8' : undefined}>
                        {statusLabel(r.status, report)}
                      </Text>
                      {r.error ? (
                        <Text size="xs" c="red.8">
                          {r.error}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </AdminTable>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
