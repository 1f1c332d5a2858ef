/**
 * The e-mail domains single sign-on applies to: each with the TXT record to publish and a Verify
 * button until it is verified; adding one, removing one (asked first).
 */
import type { SsoDomainView } from '@candor/domain/sso/sso';
import { Badge, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { AdminTable } from '../ui/AdminTable.js';
import { ssoApi, useSsoMutation } from './ssoApi.js';

export function SsoDomains({ domains }: { domains: SsoDomainView[] }) {
  const [input, setInput] = useState('');
  const [removing, setRemoving] = useState<SsoDomainView | null>(null);
  const add = useSsoMutation(ssoApi.addDomain, () => setInput(''));
  const verify = useSsoMutation(ssoApi.verifyDomain);
  const remove = useSsoMutation(ssoApi.removeDomain, () => setRemoving(null));

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        E-mail domains
      </Title>
      <Text size="sm" c="dimmed">
        Single sign-on applies to staff whose e-mail address is at a domain your organisation has
        verified. Add the domain, publish the TXT record shown in its DNS, then verify.
      </Text>
      {domains.length === 0 ? (
        <Text size="sm">No domain yet.</Text>
      ) : (
        <AdminTable label="E-mail domains" columns={['Domain', 'Status', 'TXT record', '']}>
          {domains.map((domain) => (
            <Table.Tr key={domain.id}>
              <Table.Td>{domain.domain}</Table.Td>
              <Table.Td>
                {domain.verifiedAt ? (
                  <Badge color="green" variant="light">
                    Verified
                  </Badge>
                ) : (
                  <Stack gap={2}>
                    <Badge color="yellow" variant="light">
                      Not verified
                    </Badge>
                    {domain.lastError ? (
                      <Text size="xs" c="red">
                        {domain.lastError}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                {domain.verifiedAt ? null : (
                  <Stack gap={2}>
                    <Text size="xs">
                      Name: <Code>{domain.record.name}</Code>
                    </Text>
                    <Text size="xs">
                      Value: <Code>{domain.record.value}</Code>
                    </Text>
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {domain.verifiedAt ? null : (
                    <Button
                      size="xs"
                      loading={verify.isPending && verify.variables === domain.id}
                      onClick={() => verify.mutate(domain.id)}
                      aria-label={`Verify ${domain.domain}`}
                    >
                      Verify
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => setRemoving(domain)}
                    aria-label={`Remove ${domain.domain}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (input.trim()) add.mutate(input);
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Domain"
            placeholder="example.com"
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            w={280}
          />
          <Button
            type="submit"
            variant="default"
            disabled={input.trim() === ''}
            loading={add.isPending}
          >
            Add domain
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this domain?"
        confirmLabel="Remove domain"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      >
        Staff at <strong>{removing?.domain}</strong> will no longer be able to sign in with single
        sign-on.
      </ConfirmDialog>
    </Stack>
  );
}
