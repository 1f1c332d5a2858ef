import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { formatDateTime } from '../ui/dates.js';
import { Loading } from '../ui/QueryState.js';

/**
 * The hash chain checked by the server against its signed checkpoints, said plainly: verified,
 * where it breaks, or the entries removed after a checkpoint.
 */
export function AuditChainBanner() {
  const query = useQuery({
    queryKey: adminKeys.auditVerify,
    queryFn: adminApi.audit.verify,
    staleTime: 0,
  });
  if (query.isPending) return <Loading label="Checking the audit chain…" />;
  if (query.isError) {
    return (
      <Alert color="red" title="The audit chain could not be checked" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const { ok, checked, brokenAt, problems } = query.data;
  if (ok) {
    return (
      <Alert color="teal" role="status" title={`Audit chain verified: ${checked} entries`}>
        No entry was changed or removed after it was written.
      </Alert>
    );
  }
  if (!brokenAt) {
    // The chain holds, but not against a signed checkpoint: its newest entries were removed.
    return (
      <Alert color="red" role="alert" title="The audit log does not match its signed checkpoints">
        {problems.join('; ')}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={`Audit chain broken at entry ${String(brokenAt.id)}`}>
      {`The entry of ${formatDateTime(brokenAt.at)} or one before it was changed or removed after it was written.`}
    </Alert>
  );
}
