/**
 * The access log export (access.export): audited before the first byte with its range and
 * format, then streamed as CSV (§9 defaults, `csvStream`) or as JSON (`jsonStream`).
 */
import {
  ACCESS_LOG_KIND_LABELS,
  type AccessLogEntry,
  type AccessLogQuery,
} from '@candor/domain/access/accessExport.schema';
import type { Readable } from 'node:stream';
import { csvStream, type CsvColumn } from '../../http/csvStream.js';
import { jsonStream } from '../../http/jsonStream.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { accessLogEntries, accessLogRange, type AccessLogRange } from './accessLog.js';

export type ExportFormat = 'csv' | 'json';

const COLUMNS: CsvColumn<AccessLogEntry>[] = [
  { key: 'at', header: 'Time (UTC)', cell: (entry) => entry.at },
  { key: 'kind', header: 'Event', cell: (entry) => ACCESS_LOG_KIND_LABELS[entry.kind] },
  { key: 'count', header: 'Count', cell: (entry) => String(entry.count) },
  { key: 'member', header: 'Member e-mail', cell: (entry) => entry.memberEmail ?? '' },
  { key: 'account', header: 'Account', cell: (entry) => entry.accountName ?? '' },
  { key: 'product', header: 'Product', cell: (entry) => entry.productName ?? '' },
  { key: 'document', header: 'Document', cell: (entry) => entry.documentName ?? '' },
  { key: 'ip', header: 'IP address', cell: (entry) => entry.ip ?? '' },
];

export interface AccessLogExport {
  range: AccessLogRange;
  body: Readable;
}

export async function exportAccessLog(
  ctx: ServiceContext,
  input: { query: AccessLogQuery; format: ExportFormat; retentionDays: number },
): Promise<AccessLogExport> {
  const range = await mutate(ctx, {
    action: 'access.export',
    subject: {},
    revision: 'none',
    run: async () => accessLogRange(input.query, input.retentionDays),
    audit: (resolved) => ({
      action: 'access.log_exported',
      entityType: 'access_log',
      entityId: null,
      after: { ...resolved, format: input.format },
    }),
  });
  const entries = accessLogEntries(ctx.db, ctx.viewer.orgId, range);
  const body =
    input.format === 'csv'
      ? csvStream(COLUMNS, entries)
      : jsonStream({ ...range, retentionDays: input.retentionDays }, 'entries', entries);
  return { range, body };
}
