/**
 * The queue of access requests (access:manage): filter by status, search by e-mail or company,
 * approve (account, permission profile, expiry) or decline with a reason, one at a time or the
 * selected rows at once (declining many asks first). Each decision mails the visitor.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '../../api/queries.js';
import type { AccessRequestRow } from '@candor/domain/access/access.rules';
import { countryOptions } from '@candor/domain/access/countries';
import {
  ACCESS_DECISION_SOURCE_LABELS,
  ACCESS_LIMITS,
  ACCESS_REQUEST_STATUS_LABELS,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
} from '@candor/domain/access/access.constants';
import { formatLongDate } from '@candor/domain/portal/format';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { ACTIONS_COLUMN, AdminTable } from '../ui/AdminTable.js';
import { QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { DangerButton, RowActions } from '../ui/RowActions.js';
import { SearchField, TableToolbar } from '../ui/TableToolbar.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessAdminApi, accessKeys, type QueueOptions } from './accessAdminApi.js';

const STATUS_FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

const STATUS_COLORS = { pending: 'yellow', approved: 'teal', declined: 'red' } as const;

const countryName = (iso2: string | null) =>
  iso2 ? (countryOptions().find((c) => c.iso2 === iso2)?.name ?? iso2) : null;

/** The request form's optional answers (visitor-portal.md §3), those the visitor was asked. */
function RequestAnswers({ row }: { row: AccessRequestRow }) {
  const lines = [
    [row.jobTitle, relationshipLabel(row.relationship)].filter(Boolean).join(' · '),
    row.pointOfContact ? `Point of contact: ${row.pointOfContact}` : '',
    row.country ? `Country: ${countryName(row.country)}` : '',
    row.customCheckbox
      ? `${row.customCheckbox.ticked ? 'Ticked' : 'Not ticked'}: ${row.customCheckbox.label}`
      : '',
  ].filter((line) => line !== '');
  return lines.map((line) => (
    <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {line}
    </Text>
  ));
}

const relationshipLabel = (value: string | null) => {
  const known = RELATIONSHIPS.find((r) => r === value);
  return known ? RELATIONSHIP_LABELS[known] : null;
};

const dayInput = (date: Date) => date.toISOString().slice(0, 10);

export default function RequestQueue() {
  const [status, setStatus] = useState('pending');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [selected, setSelected] = useState<string[]>([]);
  const [approving, setApproving] = useState<AccessRequestRow[] | null>(null);
  const [declining, setDeclining] = useState<AccessRequestRow[] | null>(null);
  const query = useQuery({
    queryKey: accessKeys.requests(status, search),
    queryFn: () => accessAdminApi.requests(status, search),
  });
  const options = useQuery({ queryKey: accessKeys.options, queryFn: accessAdminApi.options });
  const rows = query.data?.requests ?? [];
  const pending = rows.filter((r) => r.status === 'pending');
  const chosen = rows.filter((r) => selected.includes(r.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  return (
    <>
      <PageHeader title="Access requests">
        Visitors asking for access to restricted content. Approving creates or joins their
        company&apos;s account and mails them a sign-in link; declining mails them your reason.
      </PageHeader>
      <TableToolbar mb="md">
        <SegmentedControl
          aria-label="Status"
          data={STATUS_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setSelected([]);
          }}
        />
        <SearchField
          aria-label="Search by email or company"
          placeholder="Search by email or company"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
      </TableToolbar>
      {chosen.length > 0 ? (
        <Group mb="sm" role="region" aria-label="Selected requests">
          <Text size="sm">{chosen.length} selected</Text>
          <Button size="xs" onClick={() => setApproving(chosen)}>
            Approve selected
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setDeclining(chosen)}>
            Decline selected
          </Button>
        </Group>
      ) : null}
      <QueryView query={query}>
        {() =>
          rows.length === 0 ? (
            <Alert color="gray" title={search ? 'No requests match' : 'No access requests'}>
              {search
                ? 'No request of this status matches that email or company.'
                : status === 'pending'
                  ? 'Nothing is waiting for a decision.'
                  : 'There are no requests with this status yet.'}
            </Alert>
          ) : (
            <AdminTable
              columns={[
                {
                  heading: (
                    <Checkbox
                      aria-label="Select all pending requests"
                      checked={pending.length > 0 && pending.every((r) => selected.includes(r.id))}
                      disabled={pending.length === 0}
                      onChange={(event) =>
                        setSelected(event.currentTarget.checked ? pending.map((r) => r.id) : [])
                      }
                    />
                  ),
                },
                'Requested',
                'Who',
                'Company',
                'Products',
                'Status',
                ACTIONS_COLUMN,
              ]}
              minWidth={800}
              striped
              highlightOnHover
            >
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {row.status === 'pending' ? (
                      <Checkbox
                        aria-label={`Select ${row.email}`}
                        checked={selected.includes(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                      />
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatLongDate(row.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.firstName} {row.lastName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.email}
                    </Text>
                    <RequestAnswers row={row} />
                  </Table.Td>
                  <Table.Td>
                    {row.companyName}
                    {row.accountName ? (
                      <Text size="xs" c="dimmed">
                        Account: {row.accountName}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{row.products.map((p) => p.name).join(', ')}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[row.status]} variant="light">
                      {ACCESS_REQUEST_STATUS_LABELS[row.status]}
                    </Badge>
                    {row.declineReason ? (
                      <Text size="xs" c="dimmed">
                        {row.declineReason}
                      </Text>
                    ) : null}
                    {row.askNote ? (
                      <Text size="xs" c="dimmed">
                        {row.askNote}
                      </Text>
                    ) : null}
                    {row.decidedBy ? (
                      <Text size="xs" c="dimmed">
                        by {row.decidedBy}
                      </Text>
                    ) : row.decisionSource && row.decisionSource !== 'staff' ? (
                      <Text size="xs" c="dimmed">
                        {ACCESS_DECISION_SOURCE_LABELS[row.decisionSource]}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <RowActions>
                    {row.status !== 'approved' ? (
                      <Button size="xs" variant="light" onClick={() => setApproving([row])}>
                        Approve
                      </Button>
                    ) : null}
                    {row.status === 'pending' ? (
                      <DangerButton onClick={() => setDeclining([row])}>Decline</DangerButton>
                    ) : null}
                  </RowActions>
                </Table.Tr>
              ))}
            </AdminTable>
          )
        }
      </QueryView>
      {approving ? (
        <ApproveDialog
          rows={approving}
          options={options.data ?? null}
          onClose={() => setApproving(null)}
          onDone={() => {
            setApproving(null);
            setSelected([]);
          }}
        />
      ) : null}
      {declining ? (
        <DeclineDialog
          rows={declining}
          onClose={() => setDeclining(null)}
          onDone={() => {
            setDeclining(null);
            setSelected([]);
          }}
        />
      ) : null}
    </>
  );
}

const NEW_ACCOUNT = 'new';

/** What the decision dialogs read of a request (the queue's row, or the Overview's). */
export type DecisionRow = Pick<
  AccessRequestRow,
  'id' | 'email' | 'companyName' | 'suggestedAccount'
>;

/** Approve one request or several (account, permission profile, expiry); used by the Overview too. */
export function ApproveDialog({
  rows,
  options,
  onClose,
  onDone,
}: {
  rows: DecisionRow[];
  options: QueueOptions | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const single = rows.length === 1 ? rows[0]! : null;
  const [account, setAccount] = useState<string>(single?.suggestedAccount?.id ?? NEW_ACCOUNT);
  const [profile, setProfile] = useState<string | null>(null);
  const defaultDays = options?.defaultAccessDays ?? null;
  const [expires, setExpires] = useState(
    defaultDays ? dayInput(new Date(Date.now() + defaultDays * 86_400_000)) : '',
  );
  const invalidates = [accessKeys.allRequests, accessKeys.options];
  const expiresAt = expires ? new Date(`${expires}T23:59:59Z`).toISOString() : null;
  const approveOne = useSnackMutation({
    mutationFn: (row: DecisionRow) =>
      accessAdminApi.approve(row.id, {
        accountId: account === NEW_ACCOUNT ? null : account,
        permissionProfileId: profile,
        expiresAt,
      }),
    success: (answer) => answer.message,
    invalidates,
    onSuccess: onDone,
  });
  const approveMany = useSnackMutation({
    mutationFn: () =>
      accessAdminApi.bulk({
        decision: 'approve',
        requestIds: rows.map((r) => r.id),
        permissionProfileId: profile,
        expiresAt,
      }),
    success: (answer) =>
      answer.failed.length
        ? `${answer.message}; ${answer.failed.length} could not be approved`
        : answer.message,
    invalidates,
    onSuccess: onDone,
  });
  const busy = approveOne.isPending || approveMany.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (single) approveOne.mutate(single);
    else approveMany.mutate();
  };
  const accountData = [
    {
      value: NEW_ACCOUNT,
      label: single
        ? `Match by domain, or a new account “${single.companyName}”`
        : 'Match by domain, or a new account per company',
    },
    ...(options?.accounts ?? []).map((a) => ({
      value: a.id,
      label: a.domain ? `${a.name} (${a.domain})` : a.name,
    })),
  ];
  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={single ? `Approve ${single.email}` : `Approve ${rows.length} requests`}
      centered
    >
      <form onSubmit={submit}>
        <Stack>
          {single ? (
            <Select
              label="Account"
              data={accountData}
              value={account}
              onChange={(value) => setAccount(value ?? NEW_ACCOUNT)}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Text size="sm">
              Each request joins the account of its email&apos;s domain, or a new account named
              after its company.
            </Text>
          )}
          <Select
            label="Permission profile"
            placeholder="The account's own, else the default profile"
            data={(options?.profiles ?? []).map((p) => ({
              value: p.id,
              label: p.isDefault ? `${p.name} (default)` : p.name,
            }))}
            value={profile}
            onChange={setProfile}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Access expires"
            description="Empty: access does not expire."
            type="date"
            value={expires}
            min={dayInput(new Date(Date.now() + 86_400_000))}
            onChange={(event) => setExpires(event.currentTarget.value)}
          />
          <DialogActions
            onCancel={onClose}
            busy={busy}
            actionLabel={single ? 'Approve' : `Approve ${rows.length}`}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Decline one request or several with a reason mailed to each visitor; used by the Overview too. */
export function DeclineDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: DecisionRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  const single = rows.length === 1 ? rows[0]! : null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const invalidates = [accessKeys.allRequests];
  const declineOne = useSnackMutation({
    mutationFn: (row: DecisionRow) => accessAdminApi.decline(row.id, reason.trim()),
    success: (answer) => answer.message,
    invalidates,
    onSuccess: onDone,
  });
  const declineMany = useSnackMutation({
    mutationFn: () =>
      accessAdminApi.bulk({
        decision: 'decline',
        requestIds: rows.map((r) => r.id),
        reason: reason.trim(),
      }),
    success: (answer) =>
      answer.failed.length
        ? `${answer.message}; ${answer.failed.length} could not be declined`
        : answer.message,
    invalidates,
    onSuccess: onDone,
  });
  const busy = declineOne.isPending || declineMany.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Give a reason');
      return;
    }
    if (single) declineOne.mutate(single);
    else if (!confirming) setConfirming(true);
    else declineMany.mutate();
  };
  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={single ? `Decline ${single.email}` : `Decline ${rows.length} requests`}
      centered
    >
      <form onSubmit={submit}>
        <Stack>
          <Textarea
            label="Reason"
            description="Mailed to the visitor."
            required
            autosize
            minRows={3}
            maxLength={ACCESS_LIMITS.declineReason}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
              setConfirming(false);
            }}
          />
          {confirming ? (
            <Alert color="red" role="alert" title={`Decline ${rows.length} requests?`}>
              Each visitor is mailed this reason. This cannot be undone.
            </Alert>
          ) : null}
          <DialogActions
            onCancel={onClose}
            busy={busy}
            danger
            actionLabel={
              single
                ? 'Decline'
                : confirming
                  ? `Yes, decline ${rows.length}`
                  : `Decline ${rows.length}`
            }
          />
        </Stack>
      </form>
    </Modal>
  );
}
