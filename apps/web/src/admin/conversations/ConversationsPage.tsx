/**
 * Conversations (access:manage): the threads account members started on items, one per account
 * and item, the most recently active first; 'Waiting' when the last word was the member's. Open
 * one to read it and reply; the reply mails the account's members who wrote in it. Comments are
 * shown as plain text with their line breaks.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
} from '@candor/domain/conversations/conversations.constants';
import type { ConversationThreadRow } from '@candor/domain/conversations/conversations.schema';
import { useQuery } from '../../api/queries.js';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../ui/dates.js';
import { ACTIONS_COLUMN, AdminTable } from '../ui/AdminTable.js';
import { LoadError, Loading, QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { conversationAdminKeys, questionnairesApi } from '../questionnaires/questionnairesApi.js';

function Thread({ row, onBack }: { row: ConversationThreadRow; onBack: () => void }) {
  const [text, setText] = useState('');
  const query = useQuery({
    queryKey: conversationAdminKeys.thread(row.accountId, row.itemUid),
    queryFn: () => questionnairesApi.thread(row.accountId, row.itemUid),
  });
  const reply = useSnackMutation({
    mutationFn: (content: string) => questionnairesApi.reply(row.accountId, row.itemUid, content),
    success: (output) => output.message,
    invalidates: [conversationAdminKeys.all],
    onSuccess: () => setText(''),
  });
  const tooLong = text.trim().length > CONVERSATION_LIMITS.commentMaxLength;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || tooLong) return;
    reply.mutate(text.trim());
  };
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Text fw={600}>
            {row.accountName} · {row.itemTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {row.productName}
          </Text>
        </div>
        <Button variant="default" onClick={onBack}>
          All conversations
        </Button>
      </Group>
      <QueryView query={query}>
        {(data) => (
          <Stack gap="xs" role="log" aria-label={`Conversation with ${row.accountName}`}>
            {data.comments.map((comment) => (
              <Paper
                key={comment.id}
                withBorder
                p="sm"
                bg={comment.orgMem ? 'var(--mantine-color-indigo-0)' : undefined}
                ml={comment.orgMem ? 'xl' : 0}
                mr={comment.orgMem ? 0 : 'xl'}
              >
                <Text size="xs" c="dimmed">
                  {comment.orgMem
                    ? comment.orgMem.displayName
                    : `${comment.member?.name ?? ''} (${comment.member?.email ?? ''})`}{' '}
                  · {formatDateTime(comment.timestamp)}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.content}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
      <form onSubmit={onSubmit} aria-label="Reply">
        <Stack gap="xs">
          <Textarea
            label="Reply"
            placeholder={CONVERSATION_MESSAGES.typeHere}
            autosize
            minRows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                onSubmit(event);
              }
            }}
            error={tooLong ? CONVERSATION_MESSAGES.commentTooLong : null}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={reply.isPending}
              disabled={text.trim() === '' || tooLong}
            >
              {CONVERSATION_MESSAGES.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export default function ConversationsPage() {
  const [open, setOpen] = useState<ConversationThreadRow | null>(null);
  const query = useQuery({
    queryKey: conversationAdminKeys.all,
    queryFn: questionnairesApi.threads,
  });
  const rows = query.data?.threads ?? [];
  return (
    <>
      <PageHeader title="Conversations">
        Account members&apos; questions on items of your Trust Center. Only the members of that
        account see a conversation; your reply is mailed to them.
      </PageHeader>
      {open ? (
        <Thread row={open} onBack={() => setOpen(null)} />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Alert color="gray" title="No conversations">
          No account member has commented on an item yet.
        </Alert>
      ) : (
        <AdminTable
          label="Conversations"
          columns={['Account', 'Item', 'Last message', 'When', ACTIONS_COLUMN]}
          minWidth={800}
          striped
          highlightOnHover
        >
          {rows.map((row) => (
            <Table.Tr key={`${row.accountId}:${row.itemUid}`}>
              <Table.Td>{row.accountName}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.itemTitle}</Text>
                <Text size="xs" c="dimmed">
                  {row.productName} · {row.commentCount} message
                  {row.commentCount === 1 ? '' : 's'}
                </Text>
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                  {row.lastContent}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(row.lastAt)}</Text>
                {row.lastFromStaff ? (
                  <Badge variant="light" color="teal">
                    Answered
                  </Badge>
                ) : (
                  <Badge variant="light" color="yellow">
                    Waiting
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Button size="xs" onClick={() => setOpen(row)}>
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
