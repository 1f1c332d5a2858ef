/**
 * 'Custom domain' (issue 11 §7): staff add their domain, create the TXT record shown, and
 * verify it; the portal is served there only once verified. TLS in front is the operator's
 * (README: Caddy on-demand TLS or any reverse proxy).
 */
import type { CustomDomainView } from '@candor/domain/domains/customDomain';
import { Button, Code, Fieldset, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, jsonRequest } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';
import { AdminTable } from '../ui/AdminTable.js';

const PATH = '/api/admin/custom-domain';
const domainKey = ['admin', 'custom-domain'] as const;

interface DomainAnswer {
  domain: CustomDomainView;
  message?: string;
}

export function CustomDomainSettings() {
  const snack = useSnack();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: domainKey,
    queryFn: () => jsonRequest<DomainAnswer>('GET', PATH),
  });
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onAnswer = (answer: DomainAnswer) => {
    setError(null);
    queryClient.setQueryData(domainKey, { domain: answer.domain });
    if (answer.message) snack(answer.message);
  };
  const onFailure = (failure: Error) => {
    if (failure instanceof ApiError && failure.status < 500) {
      setError(failure.message);
      void queryClient.invalidateQueries({ queryKey: domainKey });
    } else snack(failure.message, 'error');
  };
  const add = useMutation({
    mutationFn: (domain: string) => jsonRequest<DomainAnswer>('PUT', PATH, { domain }),
    onSuccess: (answer) => {
      setInput('');
      onAnswer(answer);
    },
    onError: onFailure,
  });
  const verify = useMutation({
    mutationFn: () => jsonRequest<DomainAnswer>('POST', `${PATH}/verify`),
    onSuccess: onAnswer,
    onError: onFailure,
  });
  const remove = useMutation({
    mutationFn: () => jsonRequest<DomainAnswer>('DELETE', PATH),
    onSuccess: onAnswer,
    onError: onFailure,
  });

  const view = query.data?.domain;
  const claim = view?.claim ?? null;
  const pending = claim !== null && claim.verifiedAt === null;
  return (
    <Fieldset legend="Custom domain" mt="lg" aria-label="Custom domain">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Serve your portal at your own domain, such as trust.example.com: point the domain at this
          server (a CNAME or A record), create the TXT record below, then verify. Until it is
          verified nothing is served there.
        </Text>
        {view?.served ? (
          <Text size="sm">
            Served at <strong>{view.served}</strong>
          </Text>
        ) : null}
        {claim ? (
          <>
            <Text size="sm">
              {pending ? 'Waiting for verification: ' : 'Verified: '}
              <strong>{claim.domain}</strong>
            </Text>
            {pending ? (
              <AdminTable
                label="DNS record to create"
                columns={['Type', 'Name', 'Value']}
                withTableBorder
              >
                <Table.Tr>
                  <Table.Td>{claim.record.type}</Table.Td>
                  <Table.Td>
                    <Code>{claim.record.name}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{claim.record.value}</Code>
                  </Table.Td>
                </Table.Tr>
              </AdminTable>
            ) : null}
            {claim.lastError && pending ? (
              <Text size="sm" c="red">
                Last check: {claim.lastError}
              </Text>
            ) : null}
          </>
        ) : null}
        <Group align="flex-end">
          <TextInput
            label={claim ? 'Use another domain' : 'Domain'}
            placeholder="trust.example.com"
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            w={320}
          />
          <Button
            variant="default"
            disabled={input.trim() === ''}
            loading={add.isPending}
            onClick={() => add.mutate(input)}
          >
            Add domain
          </Button>
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {claim || view?.served ? (
            <Button
              variant="default"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (window.confirm('Stop serving your portal at this domain?')) remove.mutate();
              }}
            >
              Remove domain
            </Button>
          ) : null}
          {pending ? (
            <Button loading={verify.isPending} onClick={() => verify.mutate()}>
              Verify domain
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}
