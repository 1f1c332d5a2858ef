/**
 * The questionnaire queue (access:manage): what account members submitted, newest first, with
 * its status (submitted, in progress, answered). Staff open the file or link, mark it in
 * progress and answer with a file, which mails the member who submitted it.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  SegmentedControl,
  Select,
  Table,
  Text,
} from '@mantine/core';
import {
  QUESTIONNAIRE_STATUS_LABELS,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireStatus,
} from '@candor/domain/conversations/conversations.constants';
import { useQuery } from '../../api/queries.js';
import { formatLongDate } from '@candor/domain/portal/format';
import { useState } from 'react';
import { AdminTable } from '../ui/AdminTable.js';
import { QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { RowActions } from '../ui/RowActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { questionnaireKeys, questionnairesApi } from './questionnairesApi.js';

const FILTERS = [
  { value: 'all', label: 'All' },
  ...QUESTIONNAIRE_STATUSES.map((status) => ({
    value: status,
    label: QUESTIONNAIRE_STATUS_LABELS[status],
  })),
];
const STATUS_COLORS = { submitted: 'gray', in_progress: 'yellow', answered: 'teal' } as const;
const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';

const isStatus = (value: string | null): value is QuestionnaireStatus =>
  QUESTIONNAIRE_STATUSES.some((status) => status === value);

export default function QuestionnairesPage() {
  const [filter, setFilter] = useState('all');
  const query = useQuery({
    queryKey: questionnaireKeys.queue(filter),
    queryFn: () => questionnairesApi.queue(isStatus(filter) ? filter : null),
  });
  const setStatus = useSnackMutation({
    mutationFn: (input: { id: string; status: QuestionnaireStatus }) =>
      questionnairesApi.setStatus(input.id, input.status),
    success: (output) => output.message,
    invalidates: [questionnaireKeys.all],
  });
  const answer = useSnackMutation({
    mutationFn: (input: { id: string; file: File }) =>
      questionnairesApi.answer(input.id, input.file),
    success: (output) => output.message,
    invalidates: [questionnaireKeys.all],
  });
  const rows = query.data?.questionnaires ?? [];

  return (
    <>
      <PageHeader title="Questionnaires">
        Security questionnaires account members submitted from the Trust Center. Answer with a file:
        the member who sent it is mailed and downloads it from the portal.
      </PageHeader>
      <Group mb="md">
        <SegmentedControl aria-label="Status" data={FILTERS} value={filter} onChange={setFilter} />
      </Group>
      <QueryView query={query}>
        {() =>
          rows.length === 0 ? (
            <Alert color="gray" title="No questionnaires">
              {filter === 'all'
                ? 'No account member has submitted a questionnaire yet.'
                : 'There are no questionnaires with this status.'}
            </Alert>
          ) : (
            <AdminTable
              label="Questionnaires"
              columns={['Submitted', 'Account', 'Questionnaire', 'Status', 'Answer']}
              minWidth={900}
              striped
              highlightOnHover
            >
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatLongDate(row.submittedAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.account.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.member.name} · {row.member.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.product.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.fileUrl ? (
                      <Anchor href={row.fileUrl} size="sm">
                        {row.fileName}
                      </Anchor>
                    ) : row.link ? (
                      <Anchor href={row.link} target="_blank" rel="noopener noreferrer" size="sm">
                        {row.link}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {row.status === 'answered' ? (
                      <Badge color={STATUS_COLORS.answered} variant="light">
                        {QUESTIONNAIRE_STATUS_LABELS.answered}
                      </Badge>
                    ) : (
                      <Select
                        aria-label={`Status of ${row.fileName ?? row.link ?? 'questionnaire'}`}
                        size="xs"
                        w={150}
                        allowDeselect={false}
                        data={QUESTIONNAIRE_STATUSES.filter((s) => s !== 'answered').map((s) => ({
                          value: s,
                          label: QUESTIONNAIRE_STATUS_LABELS[s],
                        }))}
                        value={row.status}
                        onChange={(value) => {
                          if (isStatus(value) && value !== row.status) {
                            setStatus.mutate({ id: row.id, status: value });
                          }
                        }}
                      />
                    )}
                  </Table.Td>
                  <RowActions>
                    {row.answerUrl ? (
                      <Anchor href={row.answerUrl} size="sm">
                        {row.answerFileName}
                      </Anchor>
                    ) : null}
                    <FileButton
                      accept={ACCEPT}
                      onChange={(file) => {
                        if (file) answer.mutate({ id: row.id, file });
                      }}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          size="xs"
                          variant={row.answerUrl ? 'default' : 'filled'}
                          loading={answer.isPending && answer.variables.id === row.id}
                        >
                          {row.answerUrl ? 'Replace answer' : 'Answer with a file'}
                        </Button>
                      )}
                    </FileButton>
                  </RowActions>
                </Table.Tr>
              ))}
            </AdminTable>
          )
        }
      </QueryView>
    </>
  );
}
