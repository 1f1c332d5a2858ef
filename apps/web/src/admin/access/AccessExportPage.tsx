/**
 * Visitor access's Export tab: who has access to what (the inventory) and the access log of a
 * range of days, each as CSV or JSON, from one Export menu. The file is fetched, then saved under
 * the server's name; while it comes the button says so, and a refusal is shown as the server
 * wrote it. The log's retention is said above the range.
 */
import { formatLongDate } from '@candor/domain/portal/format';
import { Alert, Button, Group, Menu, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { ACCESS_EXPORT_MESSAGES } from '@candor/domain/access/accessExport.schema';
import { saveBlob } from '../../documents/downloadFile.js';
import { ChevronDownIcon, DownloadIcon } from '../../ui/icons.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import {
  accessExportApi,
  accessExportKeys,
  fetchAccessExport,
  type AccessExportFile,
  type AccessLogRange,
} from './accessExportApi.js';

const CHOICES: { file: AccessExportFile; label: string }[] = [
  { file: 'inventory.csv', label: 'Access inventory (CSV)' },
  { file: 'inventory.json', label: 'Access inventory (JSON)' },
  { file: 'log.csv', label: 'Access log (CSV)' },
  { file: 'log.json', label: 'Access log (JSON)' },
];

export default function AccessExportPage() {
  const info = useQuery({ queryKey: accessExportKeys.info, queryFn: accessExportApi.info });
  return (
    <>
      <PageHeader title="Export">
        Who has access to what (accounts, members, grants and their expiry, NDA evidence), and the
        access log of members&apos; sign-ins, views and downloads, as CSV or JSON. Each export is
        recorded in the audit log.
      </PageHeader>
      <QueryView query={info}>{(data) => <ExportForm info={data} />}</QueryView>
    </>
  );
}

function ExportForm({
  info,
}: {
  info: AccessLogRange & { retentionDays: number; oldest: string };
}) {
  const [range, setRange] = useState<AccessLogRange>({ from: info.from, to: info.to });
  const exporting = useMutation({
    mutationFn: (file: AccessExportFile) => fetchAccessExport(file, range),
    onSuccess: ({ blob, name }) => saveBlob(blob, name),
  });
  return (
    <>
      <Text mb="md">
        {ACCESS_EXPORT_MESSAGES.retention(info.retentionDays)} The oldest day it may hold is{' '}
        {formatLongDate(info.oldest)}.
      </Text>
      <Group align="flex-end" gap="sm" mb="md">
        {(['from', 'to'] as const).map((field) => (
          <TextInput
            key={field}
            label={field === 'from' ? 'Log from' : 'Log to'}
            type="date"
            value={range[field]}
            min={field === 'from' ? info.oldest : range.from}
            max={field === 'from' ? range.to : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setRange((current) => ({ ...current, [field]: value }));
            }}
            w={{ base: '100%', xs: 170 }}
          />
        ))}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              loading={exporting.isPending}
              leftSection={<DownloadIcon size={16} />}
              rightSection={<ChevronDownIcon size={14} />}
            >
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CHOICES.map(({ file, label }) => (
              <Menu.Item key={file} onClick={() => exporting.mutate(file)}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {exporting.isPending ? (
        <Text size="sm" c="gray.7" role="status">
          Preparing the file…
        </Text>
      ) : null}
      {exporting.isError ? (
        <Alert color="red" title="The export failed" role="alert">
          {exporting.error.message}
        </Alert>
      ) : null}
    </>
  );
}
