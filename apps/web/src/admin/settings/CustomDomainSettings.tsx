/**
 * 'Custom domain' (issue 11 §7), the Settings page's Domains tab: staff add their domain, create
 * the TXT record shown (each value with its copy button), and verify it; the portal is served
 * there only once verified. TLS in front is the operator's (README: Caddy on-demand TLS or any
 * reverse proxy).
 */
import { Box, Button, Code, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '../../api/queries.js';
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { CopyValueButton } from '../../ui/CopyValueButton.js';
import { QueryView } from '../ui/QueryState.js';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard.js';
import { customDomainApi, settingsKeys, type DomainAnswer } from './settingsApi.js';

/** The server's code for a TXT record not (yet) found: stored as the claim's last check. */
const DNS_CHECK_FAILED = 'dns_verification_failed';

export function CustomDomainSettings() {
  const snack = useSnack();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: settingsKeys.customDomain, queryFn: customDomainApi.get });
  const [input, setInput] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const onAnswer = (answer: DomainAnswer) => {
    setActionError(null);
    queryClient.setQueryData(settingsKeys.customDomain, { domain: answer.domain });
    if (answer.message) snack(answer.message);
  };
  /** A refused verify or remove: said once, where it belongs. */
  const onFailure = (failure: Error) => {
    if (!(failure instanceof ApiError) || failure.status >= 500) {
      snack(failure.message, 'error');
      return;
    }
    void queryClient.invalidateQueries({ queryKey: settingsKeys.customDomain });
    // A failed DNS check is shown beside the record, as its last check.
    setActionError(failure.code === DNS_CHECK_FAILED ? null : failure.message);
  };
  const add = useMutation({
    mutationFn: customDomainApi.add,
    onSuccess: (answer) => {
      setInput('');
      setAddError(null);
      onAnswer(answer);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status < 500) setAddError(failure.message);
      else snack(failure.message, 'error');
    },
  });
  const verify = useMutation({
    mutationFn: customDomainApi.verify,
    onSuccess: onAnswer,
    onError: onFailure,
  });
  const remove = useMutation({
    mutationFn: customDomainApi.remove,
    onSuccess: (answer) => {
      setConfirmRemove(false);
      onAnswer(answer);
    },
    onError: (failure) => {
      setConfirmRemove(false);
      onFailure(failure);
    },
  });

  return (
    <QueryView query={query}>
      {({ domain: view }) => {
        const claim = view.claim;
        const pending = claim !== null && claim.verifiedAt === null;
        return (
          <Stack gap="lg">
            <Fieldset legend="Custom domain">
              <Stack gap="md">
                <Text size="sm" c="gray.7">
                  Serve your portal at your own domain, such as trust.example.com: point the domain
                  at this server (a CNAME or A record), create the TXT record below, then verify.
                  Until it is verified nothing is served there.
                </Text>
                {view.served ? (
                  <Text size="sm">
                    Served at <strong>{view.served}</strong>
                  </Text>
                ) : null}
                {claim ? (
                  <Text size="sm">
                    {pending ? 'Waiting for verification: ' : 'Verified: '}
                    <strong>{claim.domain}</strong>
                  </Text>
                ) : null}
                {pending ? <DnsRecord record={claim.record} lastError={claim.lastError} /> : null}
                {actionError ? (
                  <Text size="sm" c="red" role="alert">
                    {actionError}
                  </Text>
                ) : null}
                {claim || view.served ? (
                  <Group>
                    {pending ? (
                      <Button loading={verify.isPending} onClick={() => verify.mutate()}>
                        Verify domain
                      </Button>
                    ) : null}
                    <Button variant="default" color="red" onClick={() => setConfirmRemove(true)}>
                      Remove domain
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Fieldset>
            <form
              aria-label="Add a domain"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                add.mutate(input);
              }}
            >
              <UnsavedChangesGuard dirty={input.trim() !== ''} />
              <Stack gap="md">
                <TextInput
                  label={claim ? 'Use another domain' : 'Domain'}
                  placeholder="trust.example.com"
                  value={input}
                  onChange={(event) => setInput(event.currentTarget.value)}
                  error={addError}
                  maw={360}
                />
                <Group>
                  <Button type="submit" disabled={input.trim() === ''} loading={add.isPending}>
                    Add domain
                  </Button>
                </Group>
              </Stack>
            </form>
            <ConfirmDialog
              opened={confirmRemove}
              title="Remove the custom domain?"
              confirmLabel="Remove domain"
              busy={remove.isPending}
              onConfirm={() => remove.mutate()}
              onClose={() => setConfirmRemove(false)}
            >
              Your portal stops being served at {view.served ?? claim?.domain}; its address here
              keeps working.
            </ConfirmDialog>
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** The TXT record to create, one line a part, each value with its copy button. */
function DnsRecord({
  record,
  lastError,
}: {
  record: { type: string; name: string; value: string };
  lastError: string | null;
}) {
  const parts = [
    { label: 'Type', value: record.type },
    { label: 'Name', value: record.name },
    { label: 'Value', value: record.value },
  ];
  return (
    <Box component="section" aria-label="DNS record to create">
      <Text size="sm" fw={600} mb="xs">
        DNS record to create
      </Text>
      <Stack gap="xs">
        {parts.map(({ label, value }) => (
          <Group key={label} gap="sm" wrap="nowrap" align="center">
            <Text size="sm" w={48} c="gray.7" style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Code style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Code>
            {label === 'Type' ? null : (
              <CopyValueButton
                value={value}
                label={`Copy ${label.toLowerCase()}`}
                type={label.toLowerCase()}
              />
            )}
          </Group>
        ))}
      </Stack>
      {lastError ? (
        <Text size="sm" c="red" mt="xs">
          Last check: {lastError}
        </Text>
      ) : null}
    </Box>
  );
}
