/**
 * Moves every stored document to the current master key (the second step of a key rotation; see
 * the README): each file row's bytes are opened under whichever key sealed them, checked against
 * the recorded SHA-256 and sealed again under the current key, one file at a time, so memory
 * stays at one file. Files already under the current key are left alone, so the command can be
 * run again after an interruption. Each organisation whose files moved gets one `mutate` of the
 * system ('files-key-rotation'): its files marked as sealed and its audit row, together.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import {
  ENVELOPE_TYPE,
  type EncryptedFileStore,
  type ResealOutcome,
} from '../../storage/encryptedFileStore.js';
import { mutate } from '../mutate.js';
import { systemContext } from '../serviceContext.js';

const PAGE = 500;
const ROTATION_JOB = 'files-key-rotation';

export interface RotationReport {
  files: number;
  resealed: number;
  /** Stored before encryption existed, sealed now. */
  sealed: number;
  current: number;
  missing: string[];
}

export async function rotateFilesKey(
  db: Db,
  store: EncryptedFileStore,
  onProgress: (done: number) => void = () => {},
): Promise<RotationReport> {
  const report: RotationReport = { files: 0, resealed: 0, sealed: 0, current: 0, missing: [] };
  const byOrg = new Map<string, { moved: number; unmarked: string[] }>();
  const ofOrg = (orgId: string) => {
    let entry = byOrg.get(orgId);
    if (!entry) byOrg.set(orgId, (entry = { moved: 0, unmarked: [] }));
    return entry;
  };
  let after = '';
  for (;;) {
    const page = await db
      .select({
        id: files.id,
        orgId: files.orgId,
        storageKey: files.storageKey,
        sha256: files.sha256,
        encryptedType: files.encryptedType,
      })
      .from(files)
      .where(after ? gt(files.id, after) : undefined)
      .orderBy(asc(files.id))
      .limit(PAGE);
    for (const file of page) {
      const outcome: ResealOutcome = await store.reseal(file.storageKey, file.sha256);
      report.files += 1;
      if (outcome === 'missing') report.missing.push(file.id);
      if (outcome === 'current') report.current += 1;
      if (outcome === 'resealed' || outcome === 'sealed') {
        report[outcome] += 1;
        ofOrg(file.orgId).moved += 1;
      }
      // Whatever sealed it, the file is an envelope now: its row says so.
      if (outcome !== 'missing' && file.encryptedType === null) {
        ofOrg(file.orgId).unmarked.push(file.id);
      }
      onProgress(report.files);
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  for (const [orgId, { moved, unmarked }] of byOrg) {
    await mutate(systemContext(db, orgId, ROTATION_JOB), {
      revision: 'none',
      async run(tx) {
        for (let i = 0; i < unmarked.length; i += PAGE) {
          await tx
            .update(files)
            .set({ encryptedType: ENVELOPE_TYPE })
            .where(and(eq(files.orgId, orgId), inArray(files.id, unmarked.slice(i, i + PAGE))));
        }
      },
      audit: () => ({
        action: 'files.key_rotated',
        entityType: 'organization',
        entityId: orgId,
        before: null,
        after: { files: moved },
      }),
    });
  }
  return report;
}
