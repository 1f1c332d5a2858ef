/**
 * One account: its details, members (add, revoke, reactivate, remove one who never acted), their
 * API tokens (revoke),
 * product grants (grant with an optional expiry, revoke), its NDA (acceptances, the copy signed
 * outside) and revoking or reactivating the whole account. Destructive actions ask first.
 */
import type { AccountDetail, AccountMemberAdmin } from '@candor/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DangerButton, PersonCell, RowActions } from '../ui/RowActions.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { LoadError, Loading } from '../ui/QueryState.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { AccountApiTokens } from './AccountApiTokens.js';
import { AccountDialog } from './AccountDialog.js';
import { accessApi, accessKeys } from './accessApi.js';
import {
  accessColor,
  accessLabel,
  ACCOUNT_REVIEW_STATUS_LABELS,
  formatDay,
  NDA_PROVIDER_LABELS,
  NDA_STATE_LABELS,
} from './labels.js';

export function AccountDetailPage() {
  const { accountId = '' } = useParams();
  const query = useQuery({
    queryKey: accessKeys.account(accountId),
    queryFn: () => accessApi.accounts.get(accountId),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <AccountView account={query.data.account} />;
}

function AccountView({ account }: { account: AccountDetail }) {
  const [editing, setEditing] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const status = useSnackMutation({
    mutationFn: (next: 'active' | 'revoked') => accessApi.accounts.setStatus(account.id, next),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: () => setConfirmRevoke(false),
  });
  return (
    <>
      <Anchor component={Link} to="/access/accounts" size="sm">
        ← Accounts
      </Anchor>
      <PageHeader title={account.name}>
        {account.domain ?? 'No domain'} · Review{' '}
        {ACCOUNT_REVIEW_STATUS_LABELS[account.reviewStatus]}
      </PageHeader>
      <Group mb="lg">
        <Badge variant="light" color={accessColor(account)} size="lg">
          {accessLabel(account)}
        </Badge>
        <Text size="sm">Access until {formatDay(account.accessExpiresOn)}</Text>
        <Text size="sm">Profile: {account.permissionProfile?.name ?? 'Default'}</Text>
        <Group ml="auto" gap="xs">
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit account
          </Button>
          {account.accessStatus === 'active' ? (
            <Button variant="light" color="red" onClick={() => setConfirmRevoke(true)}>
              Revoke access
            </Button>
          ) : (
            <Button
              variant="light"
              loading={status.isPending}
              onClick={() => status.mutate('active')}
            >
              Reactivate access
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="xl">
        <Members account={account} />
        <AccountApiTokens accountId={account.id} />
        <Grants account={account} />
        <Nda account={account} />
      </Stack>
      {editing ? <AccountDialog account={account} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        opened={confirmRevoke}
        title={`Revoke ${account.name}'s access?`}
        confirmLabel="Revoke access"
        busy={status.isPending}
        onClose={() => setConfirmRevoke(false)}
        onConfirm={() => status.mutate('revoked')}
      >
        Its members are signed out at once and can no longer open restricted content until the
        account is reactivated.
      </ConfirmDialog>
    </>
  );
}

function Members({ account }: { account: AccountDetail }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [confirm, setConfirm] = useState<{
    member: AccountMemberAdmin;
    action: 'revoke' | 'remove';
  } | null>(null);
  const add = useSnackMutation({
    mutationFn: () => accessApi.accounts.addMember(account.id, { email, firstName, lastName }),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: () => {
      setEmail('');
      setFirstName('');
      setLastName('');
    },
  });
  const change = useSnackMutation({
    mutationFn: ({
      member,
      action,
    }: {
      member: AccountMemberAdmin;
      action: 'revoke' | 'reactivate' | 'remove';
    }) =>
      action === 'remove'
        ? accessApi.accounts.removeMember(account.id, member.id)
        : accessApi.accounts.setMemberStatus(
            account.id,
            member.id,
            action === 'revoke' ? 'revoked' : 'active',
          ),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: () => setConfirm(null),
  });
  return (
    <section aria-labelledby="members-title">
      <Title order={2} size="h4" id="members-title" mb="sm">
        Members
      </Title>
      {account.members.length === 0 ? (
        <Text c="gray.7" size="sm" mb="sm">
          No members yet. Add the people who review {account.name}&apos;s access.
        </Text>
      ) : (
        <AdminTable
          label="Members"
          columns={['Member', 'Status', 'Last sign-in', 'NDA accepted', 'Actions']}
          minWidth={680}
          verticalSpacing="xs"
        >
          {account.members.map((member) => (
            <Table.Tr key={member.id}>
              <PersonCell name={`${member.firstName} ${member.lastName}`} email={member.email} />
              <Table.Td>
                <Badge variant="light" color={member.status === 'active' ? 'teal' : 'red'}>
                  {member.status === 'active' ? 'Active' : 'Revoked'}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(member.lastLoginAt)}</Table.Td>
              <Table.Td>{formatDateTime(member.ndaAcceptedAt)}</Table.Td>
              <RowActions>
                {member.status === 'active' ? (
                  <DangerButton onClick={() => setConfirm({ member, action: 'revoke' })}>
                    Revoke
                  </DangerButton>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => change.mutate({ member, action: 'reactivate' })}
                  >
                    Reactivate
                  </Button>
                )}
                {member.hasActed ? null : (
                  <DangerButton
                    aria-label={`Remove ${member.email}`}
                    onClick={() => setConfirm({ member, action: 'remove' })}
                  >
                    Remove
                  </DangerButton>
                )}
              </RowActions>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <Group align="flex-end" mt="sm">
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label="First name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            required
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
          />
          <Button type="submit" loading={add.isPending}>
            Add member
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={confirm !== null}
        title={
          confirm?.action === 'remove'
            ? `Remove ${confirm.member.email}?`
            : `Revoke ${confirm?.member.email ?? 'this member'}'s access?`
        }
        confirmLabel={confirm?.action === 'remove' ? 'Remove' : 'Revoke'}
        busy={change.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && change.mutate(confirm)}
      >
        {confirm?.action === 'remove'
          ? 'They never used their access; they are removed from the account.'
          : 'They are signed out at once and can no longer open restricted content.'}
      </ConfirmDialog>
    </section>
  );
}

function Grants({ account }: { account: AccountDetail }) {
  const products = useQuery({ queryKey: adminKeys.products, queryFn: adminApi.products.list });
  const [productId, setProductId] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [revoking, setRevoking] = useState<string | null>(null);
  const grant = useSnackMutation({
    mutationFn: (input: { productId: string; expiresOn: string }) =>
      accessApi.accounts.grant(account.id, {
        productId: input.productId,
        expiresOn: input.expiresOn || null,
      }),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: () => setExpiresOn(''),
  });
  const revoke = useSnackMutation({
    mutationFn: (id: string) => accessApi.accounts.revokeGrant(account.id, id),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: () => setRevoking(null),
  });
  const options = products.data?.products ?? [];
  const chosen = productId || options[0]?.id || '';
  return (
    <section aria-labelledby="grants-title">
      <Title order={2} size="h4" id="grants-title" mb="sm">
        Products
      </Title>
      {account.grants.length === 0 ? (
        <Text c="gray.7" size="sm" mb="sm">
          No product granted: members see only public content.
        </Text>
      ) : (
        <AdminTable
          label="Product access"
          columns={['Product', 'Access until', 'Status', 'Actions']}
          minWidth={560}
          verticalSpacing="xs"
        >
          {account.grants.map((g) => (
            <Table.Tr key={g.productId}>
              <Table.Td>{g.productName}</Table.Td>
              <Table.Td>
                {g.expiresOn
                  ? formatDay(g.expiresOn)
                  : `Account's (${formatDay(account.accessExpiresOn)})`}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={g.revoked ? 'red' : 'teal'}>
                  {g.revoked ? 'Revoked' : 'Granted'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {g.revoked ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() =>
                      grant.mutate({ productId: g.productId, expiresOn: g.expiresOn ?? '' })
                    }
                  >
                    Grant again
                  </Button>
                ) : (
                  <DangerButton onClick={() => setRevoking(g.productId)}>Revoke</DangerButton>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <Group align="flex-end" mt="sm">
        <NativeSelect
          label="Product"
          maw="100%"
          data={options.map((p) => ({ value: p.id, label: p.name }))}
          value={chosen}
          onChange={(e) => setProductId(e.currentTarget.value)}
        />
        <TextInput
          label="Until (optional)"
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
        />
        <Button
          disabled={!chosen}
          loading={grant.isPending}
          onClick={() => grant.mutate({ productId: chosen, expiresOn })}
        >
          Grant access
        </Button>
      </Group>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke access to this product?"
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        Members of {account.name} can no longer open its restricted content.
      </ConfirmDialog>
    </section>
  );
}

function Nda({ account }: { account: AccountDetail }) {
  return (
    <section aria-labelledby="nda-title">
      <Title order={2} size="h4" id="nda-title" mb="sm">
        NDA
      </Title>
      {/* Names, e-mails and file names break anywhere rather than push the page past a phone's edge. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ overflowWrap: 'anywhere' }}>
        <Card withBorder>
          <Text size="sm">
            Provider:{' '}
            {account.ndaProvider
              ? NDA_PROVIDER_LABELS[account.ndaProvider]
              : 'Organisation setting'}
          </Text>
          <Text size="sm">State: {NDA_STATE_LABELS[account.ndaState]}</Text>
          {account.signedNda ? (
            <Text size="sm">
              Signed copy:{' '}
              <Anchor href={accessApi.accounts.signedNdaUrl(account.id)}>
                {account.signedNda.name}
              </Anchor>{' '}
              ({formatDateTime(account.signedNda.signedAt)})
            </Text>
          ) : null}
        </Card>
        <Card withBorder>
          <Text size="sm" fw={600} mb={4}>
            Acceptances
          </Text>
          {account.ndaAcceptances.length === 0 ? (
            <Text size="sm" c="gray.7">
              Nobody has accepted the NDA yet.
            </Text>
          ) : (
            account.ndaAcceptances.map((a) => (
              <Text size="sm" key={a.id}>
                {a.name} ({a.email}) · version {a.templateVersion} · {formatDateTime(a.acceptedAt)}
              </Text>
            ))
          )}
        </Card>
      </SimpleGrid>
    </section>
  );
}
