import { MAIL_STATUSES, mailStatusLabel, type MailStatus } from '@candor/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData } from '../../api/queries.js';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { MailPage, MailSummary } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { LoadMoreButton } from '../ui/LoadMoreButton.js';
import { MailReader } from './MailReader.js';

const STATUS_COLORS: Record<MailStatus, string> = { queued: 'yellow', sent: 'teal', failed: 'red' };
const isMailStatus = (status: string): status is MailStatus =>
  MAIL_STATUSES.some((known) => known === status);

/** The mail's state in words (a mail kept without a mail server is no 'Sent'), never cut short. */
function MailStatusBadge({ mail }: { mail: MailSummary }) {
  if (!isMailStatus(mail.status)) return null;
  const status = mail.status;
  const stored = status === 'sent' && mail.sentAt === null;
  return (
    <Badge variant="light" color={stored ? 'gray' : STATUS_COLORS[status]}>
      {mailStatusLabel({ status, sentAt: mail.sentAt })}
    </Badge>
  );
}

/** The mail the trust center sent (or keeps in its outbox without a mail server), newest first. */
export default function SentMailPage() {
  const [reading, setReading] = useState<MailSummary | null>(null);
  const query = useInfiniteQuery<
    MailPage,
    Error,
    InfiniteData<MailPage>,
    typeof adminKeys.mail,
    string | null
  >({
    queryKey: adminKeys.mail,
    queryFn: ({ pageParam }) => adminApi.mail.list(pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
  const mails = query.data?.pages.flatMap((page) => page.mails) ?? [];

  return (
    <>
      <PageHeader title="Sent mail">
        Invitations and notices the trust center sent. Without a mail server they stay here,
        readable, instead of being delivered.
      </PageHeader>
      <QueryView query={query}>
        {() =>
          mails.length === 0 ? (
            <Text c="gray.7">No mail has been sent yet.</Text>
          ) : (
            <>
              <AdminTable
                label="Sent mail"
                columns={['To', 'Subject', 'Status', 'Attempts', 'Last error', 'Created', 'Sent']}
                minWidth={860}
                verticalSpacing="xs"
              >
                {mails.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>
                      <Text size="sm">{mail.to}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setReading(mail)}
                        aria-label={`Read ${mail.subject}`}
                      >
                        {mail.subject}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <MailStatusBadge mail={mail} />
                    </Table.Td>
                    <Table.Td>{mail.attempts}</Table.Td>
                    <Table.Td>
                      <Text
                        size="xs"
                        c={mail.lastError ? 'red.8' : 'gray.7'}
                        maw={220}
                        lineClamp={2}
                      >
                        {mail.lastError ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(mail.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(mail.sentAt)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </AdminTable>
              {query.hasNextPage ? (
                <Group justify="center" mt="md">
                  <LoadMoreButton query={query} />
                </Group>
              ) : null}
            </>
          )
        }
      </QueryView>
      {reading ? <MailReader mail={reading} onClose={() => setReading(null)} /> : null}
    </>
  );
}
