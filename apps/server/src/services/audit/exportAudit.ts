/**
 * The filtered audit log as CSV (every entry the filters match, newest first): its sentence,
 * its code, who, what, and the changed fields, streamed page by page. The export is itself
 * audited, before the first byte, with the filters it was asked with.
 */
import { auditChanges, auditSentence, type AuditEntryView, type AuditQuery } from '@candor/domain';
import type { Stringifier } from 'csv-stringify';
import { csvStream, type CsvColumn } from '../../http/csvStream.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { listAudit } from './listAudit.js';

export type AuditExportFilter = Omit<AuditQuery, 'cursor' | 'limit'>;

const BATCH = 500;

const COLUMNS: CsvColumn<AuditEntryView>[] = [
  { key: 'at', header: 'Time (UTC)', cell: (entry) => entry.at },
  { key: 'sentence', header: 'What happened', cell: auditSentence },
  { key: 'action', header: 'Action code', cell: (entry) => entry.action },
  { key: 'actor', header: 'Actor', cell: (entry) => entry.actor.label },
  { key: 'entityType', header: 'Entity type', cell: (entry) => entry.entityType },
  { key: 'entityId', header: 'Entity id', cell: (entry) => entry.entityId ?? '' },
  {
    key: 'changes',
    header: 'Changes',
    cell: (entry) =>
      auditChanges(entry.before, entry.after)
        .map((change) => `${change.label}: ${change.before} → ${change.after}`)
        .join('\n'),
  },
];

async function* allAudit(ctx: ServiceContext, filter: AuditExportFilter) {
  let cursor: string | undefined;
  for (;;) {
    const page = await listAudit(ctx, { ...filter, cursor, limit: BATCH });
    yield* page.entries;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** Audits the export (403 before anything when the viewer may not), then streams the rows. */
export async function exportAudit(
  ctx: ServiceContext,
  filter: AuditExportFilter,
): Promise<Stringifier> {
  await mutate(ctx, {
    action: 'audit.view',
    subject: {},
    revision: 'none',
    run: async () => null,
    audit: () => ({
      action: 'audit.exported',
      entityType: 'audit_log',
      entityId: null,
      after: { filters: filter },
    }),
  });
  return csvStream(COLUMNS, allAudit(ctx, filter));
}
