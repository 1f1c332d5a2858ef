import { Button, Group } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { InviteStaffDialog } from './InviteStaffDialog.js';
import { RequireTotpSetting } from './RequireTotpSetting.js';
import { StaffTable } from './StaffTable.js';

/** Who runs the trust center: invite staff with a role, change their permissions, remove them. */
export default function StaffPage() {
  const [inviting, setInviting] = useState(false);
  const query = useQuery({ queryKey: adminKeys.staff, queryFn: adminApi.staff.list });
  return (
    <>
      <PageHeader title="Staff">
        Staff sign in with their e-mail and a password they set from their invitation. Each is
        invited with a role; its permissions can be changed one by one afterwards.
      </PageHeader>
      <RequireTotpSetting />
      <QueryView query={query}>
        {(data) => (
          <>
            <Group mb="md">
              <Button onClick={() => setInviting(true)}>Invite staff</Button>
            </Group>
            <StaffTable staff={data.staff} />
            {inviting ? <InviteStaffDialog onClose={() => setInviting(false)} /> : null}
          </>
        )}
      </QueryView>
    </>
  );
}
