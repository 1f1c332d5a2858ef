/**
 * At start: the documents stored before the document log existed get their version 1 in it
 * (db/documentLog.ts) at the time each was stored, one transaction and one audit row per
 * organisation. Once done it finds
 * nothing: uploads, replacements and the demo's seed append their own versions.
 */
import { asc, notExists, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appendDocumentVersion } from '../../db/documentLog.js';
import { documentLog, files } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import { systemContext } from '../serviceContext.js';
import { isDocumentFile } from './libraryDocuments.js';

export async function backfillDocumentLog(db: Db): Promise<number> {
  const unlogged = await db
    .select({ orgId: files.orgId, fileId: files.id, sha256: files.sha256, at: files.createdAt })
    .from(files)
    .where(
      and(
        isDocumentFile,
        notExists(
          db
            .select({ id: documentLog.id })
            .from(documentLog)
            .where(and(eq(documentLog.orgId, files.orgId), eq(documentLog.fileId, files.id))),
        ),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  const byOrg = new Map<string, typeof unlogged>();
  for (const row of unlogged) byOrg.set(row.orgId, [...(byOrg.get(row.orgId) ?? []), row]);
  for (const [orgId, rows] of byOrg) {
    // The organisation's revision moves: trust.json, cached per revision, lists each document's
    // version, and one served before this commit would otherwise stay without them.
    await mutate(systemContext(db, orgId, 'document-log'), {
      revision: 'organisation',
      async run(tx) {
        for (const row of rows) await appendDocumentVersion(tx, row);
      },
      audit: () => ({
        action: 'document.logged',
        entityType: 'document_log',
        entityId: null,
        after: { documents: rows.length },
      }),
    });
  }
  return unlogged.length;
}
