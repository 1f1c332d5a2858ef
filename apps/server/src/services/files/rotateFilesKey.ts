/**
 * Moves every stored document to the current master key (the second step of a key rotation; see
 * the README): each file row's bytes are opened under whichever key sealed them, checked against
 * the recorded SHA-256 and sealed again under the current key, one file at a time, so memory
 * stays at one file. Files already under the current key are left alone, so the command can be
 * run again after an interruption. Each organisation whose files moved gets one audit row.
 */
import type { Actor } from '@candor/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../db/audit.js';
import { files } from '../../db/schema/index.js';
import {
  ENVELOPE_TYPE,
  type EncryptedFileStore,
  type ResealOutcome,
} from '../../storage/encryptedFileStore.js';

const PAGE = 500;
const ROTATION: Actor = { type: 'system', job: 'files-key-rotation' };

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
  const movedByOrg = new Map<string, number>();
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
        movedByOrg.set(file.orgId, (movedByOrg.get(file.orgId) ?? 0) + 1);
      }
      if (outcome === 'sealed' || (outcome === 'current' && file.encryptedType === null)) {
        await db
          .update(files)
          .set({ encryptedType: ENVELOPE_TYPE })
          .where(and(eq(files.orgId, file.orgId), eq(files.id, file.id)));
      }
      onProgress(report.files);
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  for (const [orgId, moved] of movedByOrg) {
    await db.transaction((tx) =>
      writeAudit(tx, {
        orgId,
        actor: ROTATION,
        action: 'files.key_rotated',
        entityType: 'organization',
        entityId: orgId,
        before: null,
        after: { files: moved },
        ip: null,
      }),
    );
  }
  return report;
}
