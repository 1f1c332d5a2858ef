import { Alert, Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { formatDateTime } from '../ui/dates.js';
import { Loading } from '../ui/QueryState.js';

const entries = (count: number) => (count === 1 ? '1 entry' : `${String(count)} entries`);

/**
 * The hash chain checked by the server against its signed checkpoints, said plainly: verified
 * up to which entry and when, where it breaks, or the entries removed after a checkpoint.
 */
export function AuditChainBanner() {
  const query = useQuery({
    queryKey: adminKeys.auditVerify,
    queryFn: adminApi.audit.verify,
    staleTime: 0,
  });
  if (query.isPending) return <Loading label="Checking the audit log's integrity…" />;
  if (query.isError) {
    return (
      <Alert color="red" title="The audit log's integrity could not be checked" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const { ok, checked, brokenAt, verifiedUpTo, problems } = query.data;
  if (ok) {
    return (
      <Alert color="teal" role="status" title="Audit log verified" data-audit-chain="verified">
        {verifiedUpTo
          ? `All ${entries(checked)} are intact, up to entry ${String(verifiedUpTo.id)} of ${formatDateTime(verifiedUpTo.at)}: none was changed or removed after it was written.`
          : 'The log is empty: there is nothing to verify yet.'}
      </Alert>
    );
  }
  if (!brokenAt) {
    // The chain holds, but not against a signed checkpoint: its newest entries were removed.
    return (
      <Alert color="red" role="alert" title="Entries are missing from the audit log">
        <Text size="sm">
          The log no longer matches the checkpoints it signed: entries written before a checkpoint
          were removed.
        </Text>
        <Text size="sm" c="gray.8" mt={4}>
          {problems.join('; ')}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      role="alert"
      title={`The audit log was altered at entry ${String(brokenAt.id)}`}
      data-audit-chain="broken"
    >
      {`Entry ${String(brokenAt.id)}, written ${formatDateTime(brokenAt.at)}, or the one just before it was changed or removed after it was written; the entries before it are intact. Keep a copy of the log and ask your operator to check the database.`}
    </Alert>
  );
}
