/**
 * Data export (scope data:export): one zip of everything the organisation holds (its rows and
 * its documents, decrypted; no passwords or secrets), written by a job on the server. The page
 * follows the job's progress and offers the download while the zip is kept.
 */
import { DATA_EXPORT_KEPT_HOURS, type DataExportView } from '@candor/domain';
import { Alert, Anchor, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { formatFileSize } from '../../documents/documentFormat.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

const STATUS: Record<DataExportView['status'], { label: string; color: string }> = {
  queued: { label: 'Waiting to start', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Ready', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  expired: { label: 'Deleted', color: 'gray' },
};

const isLive = (e: DataExportView) => e.status === 'queued' || e.status === 'running';

/** Rows and files done of their totals, as one share for the bar. */
function share(e: DataExportView): number {
  const total = e.rowsTotal + e.filesTotal;
  return total === 0 ? 0 : Math.round(((e.rows + e.files) / total) * 100);
}

function LiveExport({ current }: { current: DataExportView }) {
  const percent = share(current);
  return (
    <Stack gap={6} maw={520} aria-live="polite">
      <Text size="sm">
        {current.status === 'queued'
          ? 'The export is waiting to start…'
          : `Writing the export: ${current.rows} of ${current.rowsTotal} rows, ${current.files} of ${current.filesTotal} files.`}
      </Text>
      <Progress value={percent} aria-label={`Export progress ${percent}%`} animated />
    </Stack>
  );
}

export default function DataExportPage() {
  const query = useQuery({
    queryKey: adminKeys.dataExports,
    queryFn: adminApi.dataExports.list,
    staleTime: 0,
    // While an export runs, its progress is read again every second.
    refetchInterval: (q) => (q.state.data?.exports.some(isLive) ? 1000 : false),
  });
  const start = useSnackMutation({
    mutationFn: () => adminApi.dataExports.start(),
    success: 'Export started. It runs on the server: you may leave this page.',
    invalidates: [adminKeys.dataExports],
  });
  const exports = query.data?.exports ?? [];
  const live = exports.find(isLive);

  return (
    <>
      <PageHeader title="Data export">
        One zip file with all of the organisation&apos;s data: content, documents and their files,
        visitor accounts and grants, NDA evidence, subscribers and the audit log. Passwords, sign-in
        links and other secrets are left out. A finished export can be downloaded for{' '}
        {DATA_EXPORT_KEPT_HOURS} hours.
      </PageHeader>
      <Group mb="lg">
        <Button onClick={() => start.mutate()} loading={start.isPending} disabled={Boolean(live)}>
          Export all data
        </Button>
      </Group>
      <QueryView query={query}>
        {() => (
          <Stack gap="lg">
            {live ? <LiveExport current={live} /> : null}
            {exports.length === 0 ? (
              <Text c="gray.7">No export yet.</Text>
            ) : (
              <AdminTable
                label="Exports"
                columns={['Started', 'By', 'Status', 'Contents', 'Download']}
                minWidth={720}
                verticalSpacing="xs"
              >
                {exports.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                    <Table.Td>{e.requestedBy ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS[e.status].color}>
                        {STATUS[e.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {e.rowsTotal} rows, {e.filesTotal} files
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {e.status === 'done' ? (
                        <Anchor href={adminApi.dataExports.downloadUrl(e.id)} download>
                          Download{e.size === null ? '' : ` (${formatFileSize(e.size)})`}
                        </Anchor>
                      ) : e.status === 'failed' ? (
                        <Alert color="red" p={6} role="alert">
                          {e.error ?? 'The export failed.'}
                        </Alert>
                      ) : e.status === 'expired' ? (
                        `Deleted ${formatDateTime(e.expiresAt)}`
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </AdminTable>
            )}
          </Stack>
        )}
      </QueryView>
    </>
  );
}
