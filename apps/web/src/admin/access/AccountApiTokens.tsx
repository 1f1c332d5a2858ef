/**
 * An account's members' API tokens for the public read API: whose, made, last used and expiry,
 * each revoked after a confirmation (scripts using it are refused at once).
 */
import type { MemberApiTokenView } from '@candor/domain/access/apiTokens.schema';
import { Badge, Table, Text, Title } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { formatDateTime } from '../ui/dates.js';
import { LoadError, Loading } from '../ui/QueryState.js';
import { DangerButton, RowActions } from '../ui/RowActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessAdminApi, accessKeys } from './accessAdminApi.js';

export function AccountApiTokens({ accountId }: { accountId: string }) {
  const tokens = useQuery({
    queryKey: accessKeys.apiTokens(accountId),
    queryFn: () => accessAdminApi.apiTokens(accountId),
  });
  const [confirm, setConfirm] = useState<MemberApiTokenView | null>(null);
  const revoke = useSnackMutation({
    mutationFn: (token: MemberApiTokenView) => accessAdminApi.revokeApiToken(accountId, token.id),
    success: (answer) => answer.message,
    invalidates: [accessKeys.apiTokens(accountId)],
    onSuccess: () => setConfirm(null),
  });
  return (
    <section aria-labelledby="api-tokens-title">
      <Title order={2} size="h4" id="api-tokens-title" mb="sm">
        API tokens
      </Title>
      {tokens.isPending ? (
        <Loading />
      ) : tokens.isError ? (
        <LoadError error={tokens.error} onRetry={() => void tokens.refetch()} />
      ) : tokens.data.tokens.length === 0 ? (
        <Text c="gray.7" size="sm">
          No member of this account has an API token.
        </Text>
      ) : (
        <AdminTable
          label="API tokens"
          columns={['Token', 'Member', 'Created', 'Last used', 'Expires', 'Actions']}
          minWidth={760}
          verticalSpacing="xs"
        >
          {tokens.data.tokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>
                {token.name} <code>{token.prefix}…</code>
              </Table.Td>
              <Table.Td>{token.memberEmail}</Table.Td>
              <Table.Td>{formatDateTime(token.createdAt)}</Table.Td>
              <Table.Td>{formatDateTime(token.lastUsedAt)}</Table.Td>
              <Table.Td>
                {token.expired ? (
                  <Badge variant="light" color="red">
                    Expired
                  </Badge>
                ) : (
                  formatDateTime(token.expiresAt)
                )}
              </Table.Td>
              <RowActions>
                <DangerButton
                  aria-label={`Revoke the token ${token.name} of ${token.memberEmail}`}
                  onClick={() => setConfirm(token)}
                >
                  Revoke
                </DangerButton>
              </RowActions>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={`Revoke the API token “${confirm?.name ?? ''}”?`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && revoke.mutate(confirm)}
      >
        Scripts using it are refused from now on.
      </ConfirmDialog>
    </section>
  );
}
