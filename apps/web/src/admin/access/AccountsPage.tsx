/** Accounts: search, filter by access, see members, expiry, profile and NDA state; create one. */
import { Badge, Button, NativeSelect, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../ui/AdminTable.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { SearchField, TableToolbar } from '../ui/TableToolbar.js';
import { AccountDialog } from './AccountDialog.js';
import type { AccountStatusFilter } from '@candor/domain';
import { accessApi, accessKeys } from './accessApi.js';
import { accessColor, accessLabel, formatDay, NDA_STATE_LABELS } from './labels.js';

const STATUS_OPTIONS: { value: AccountStatusFilter; label: string }[] = [
  { value: 'all', label: 'All accounts' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'revoked', label: 'Revoked' },
];

export function AccountsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AccountStatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    queryKey: accessKeys.accounts(debounced, status),
    queryFn: () => accessApi.accounts.list(debounced, status),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="Accounts">
        Customers and prospects with access to restricted content: their members, the products they
        may read, until when, and their NDA.
      </PageHeader>
      <TableToolbar
        mb="md"
        actions={<Button onClick={() => setCreating(true)}>New account</Button>}
      >
        <SearchField
          label="Search"
          placeholder="Name, domain or member e-mail"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
        <NativeSelect
          label="Access"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            const next = STATUS_OPTIONS.find((o) => o.value === event.currentTarget.value);
            if (next) setStatus(next.value);
          }}
        />
      </TableToolbar>
      <QueryView query={query}>
        {(data) =>
          data.accounts.length === 0 ? (
            <Text c="gray.7" py="lg">
              {debounced || status !== 'all'
                ? 'No account matches.'
                : 'No accounts yet. Accounts are created when access requests are approved, or here.'}
            </Text>
          ) : (
            <AdminTable
              label="Accounts"
              columns={[
                'Account',
                'Access',
                'Members',
                'Access until',
                'Permission profile',
                'NDA',
              ]}
              minWidth={820}
              verticalSpacing="sm"
            >
              {data.accounts.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    <Text size="sm" fw={600} component={Link} to={`/access/accounts/${account.id}`}>
                      {account.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {account.domain ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={accessColor(account)}>
                      {accessLabel(account)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{account.memberCount}</Table.Td>
                  <Table.Td>{formatDay(account.accessExpiresOn)}</Table.Td>
                  <Table.Td>{account.permissionProfile?.name ?? 'Default'}</Table.Td>
                  <Table.Td>{NDA_STATE_LABELS[account.ndaState]}</Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
          )
        }
      </QueryView>
      {creating ? <AccountDialog account={null} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
