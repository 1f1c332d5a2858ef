/**
 * The approval rules (access:manage): when requests are approved without staff, whether free
 * e-mail is refused, the domains approved automatically and the blocked ones, how long access
 * lasts, where new requests are announced; and a dry run that says what the rules decide for an
 * e-mail, and why, without writing anything.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '../../api/queries.js';
import type { AccessRules, RuleDecision } from '@candor/domain/access/access.rules';
import { ACCESS_DAYS, type AutoApproveMode } from '@candor/domain/access/access.constants';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { QueryView } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessAdminApi, accessKeys } from './accessAdminApi.js';
import { AskRuleSection } from './AskRuleSection.js';

const MODES: { value: AutoApproveMode; label: string; description: string }[] = [
  { value: 'never', label: 'Never', description: 'Staff decide every request.' },
  {
    value: 'listed_domains',
    label: 'Listed domains',
    description:
      'Requests from the domains listed below are approved at once; staff decide others.',
  },
  { value: 'always', label: 'Always', description: 'Every request is approved at once.' },
];

const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export default function AccessRulesPage() {
  const query = useQuery({ queryKey: accessKeys.rules, queryFn: accessAdminApi.rules });
  return (
    <>
      <PageHeader title="Access rules">
        How requests for access to restricted content are decided.
      </PageHeader>
      <QueryView query={query}>
        {(data) => (
          <Stack gap="xl">
            <RulesForm rules={data.rules} />
            <AskRuleSection />
            <DryRun />
          </Stack>
        )}
      </QueryView>
    </>
  );
}

function RulesForm({ rules }: { rules: AccessRules }) {
  const [autoApprove, setAutoApprove] = useState<AutoApproveMode>(rules.autoApprove);
  const [blockFreeEmail, setBlockFreeEmail] = useState(rules.blockFreeEmail);
  const [approveDomains, setApproveDomains] = useState(rules.autoApproveDomains.join('\n'));
  const [blockedDomains, setBlockedDomains] = useState(rules.blockedDomains.join('\n'));
  const [days, setDays] = useState<number | string>(rules.defaultAccessDays ?? '');
  const [mailbox, setMailbox] = useState(rules.accessRequestsMailbox ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSnackMutation({
    mutationFn: accessAdminApi.saveRules,
    success: (answer) => answer.message,
    invalidates: [accessKeys.rules],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      {
        autoApprove,
        blockFreeEmail,
        autoApproveDomains: lines(approveDomains),
        blockedDomains: lines(blockedDomains),
        defaultAccessDays: typeof days === 'number' ? days : null,
        accessRequestsMailbox: mailbox.trim() || null,
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.errors.length) {
            const next: Record<string, string> = {};
            for (const e of error.errors) next[e.path.split('.')[0] ?? ''] ??= e.message;
            setErrors(next);
          }
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Access rules">
      <Stack gap="md" maw={640}>
        <Radio.Group
          label="Approve requests automatically"
          value={autoApprove}
          onChange={(value) => {
            const mode = MODES.find((m) => m.value === value);
            if (mode) setAutoApprove(mode.value);
          }}
        >
          <Stack gap="xs" mt="xs">
            {MODES.map((mode) => (
              <Radio
                key={mode.value}
                value={mode.value}
                label={mode.label}
                description={mode.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label="Require a work email"
          description="Requests and sign-ins from free email providers (gmail.com, outlook.com, …) are refused with 'Please use your work email.'"
          checked={blockFreeEmail}
          onChange={(event) => setBlockFreeEmail(event.currentTarget.checked)}
        />
        <Textarea
          label="Domains approved automatically"
          description="One per line, e.g. customer.com. Used when approval is set to Listed domains."
          autosize
          minRows={3}
          value={approveDomains}
          error={errors.autoApproveDomains}
          onChange={(event) => setApproveDomains(event.currentTarget.value)}
        />
        <Textarea
          label="Blocked domains"
          description="Requests from these domains are declined at once."
          autosize
          minRows={3}
          value={blockedDomains}
          error={errors.blockedDomains}
          onChange={(event) => setBlockedDomains(event.currentTarget.value)}
        />
        <NumberInput
          label="Access lasts (days)"
          description={`From ${ACCESS_DAYS.min} to ${ACCESS_DAYS.max}; empty: access does not expire.`}
          min={ACCESS_DAYS.min}
          max={ACCESS_DAYS.max}
          allowDecimal={false}
          value={days}
          error={errors.defaultAccessDays}
          onChange={setDays}
        />
        <TextInput
          label="Announce new requests to"
          description="Empty: the support mailbox."
          type="email"
          value={mailbox}
          error={errors.accessRequestsMailbox}
          onChange={(event) => setMailbox(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save rules
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const DECISION_LABELS: Record<RuleDecision['decision'], { label: string; color: string }> = {
  approved: { label: 'Approved automatically', color: 'teal' },
  pending: { label: 'Waits for staff', color: 'yellow' },
  declined: { label: 'Declined automatically', color: 'red' },
  not_work_email: { label: 'Refused: not a work email', color: 'red' },
};

function DryRun() {
  const [email, setEmail] = useState('');
  const run = useMutation({ mutationFn: accessAdminApi.dryRun });
  return (
    <Paper withBorder p="md" maw={640}>
      <Title order={2} size="h4" mb="xs">
        Try the rules
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        What the saved rules would decide for an email, and why; with the ask rule on, what your
        endpoint answers. Nothing is written.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate(email);
        }}
        noValidate
      >
        <Group align="flex-end">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: 1 }}
            error={run.isError ? run.error.message : null}
          />
          <Button type="submit" variant="light" loading={run.isPending}>
            Try
          </Button>
        </Group>
      </form>
      {run.data ? (
        <Alert mt="md" role="status" title={run.data.email}>
          <Badge color={DECISION_LABELS[run.data.result.decision].color} mb="xs">
            {DECISION_LABELS[run.data.result.decision].label}
          </Badge>
          <Text size="sm">{run.data.result.reason}</Text>
          {run.data.ask ? <AskAnswer ask={run.data.ask} /> : null}
        </Alert>
      ) : null}
    </Paper>
  );
}

type DryRunAsk = NonNullable<Awaited<ReturnType<typeof accessAdminApi.dryRun>>['ask']>;

/** The endpoint's answer in the dry run, and what it makes of the request. */
function AskAnswer({ ask }: { ask: DryRunAsk }) {
  const { outcome } = ask;
  const label = DECISION_LABELS[ask.decision];
  return (
    <Stack gap={4} mt="sm" aria-label="The endpoint's answer">
      <Text size="sm" fw={600}>
        Then the endpoint ({outcome.responseMs} ms):
      </Text>
      {outcome.kind === 'answer' ? (
        <Text size="sm">
          Answered “{outcome.decision}”{outcome.reason ? `, reason “${outcome.reason}”` : ''}
          {outcome.profileId ? `, profile ${outcome.profileName ?? outcome.profileId}` : ''}.
        </Text>
      ) : (
        <Text size="sm">No usable answer: {outcome.cause}.</Text>
      )}
      <Badge color={label.color}>{label.label}</Badge>
      <Text size="sm">{ask.reason}</Text>
    </Stack>
  );
}
