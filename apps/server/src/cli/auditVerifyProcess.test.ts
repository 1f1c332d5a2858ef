/**
 * `npm run audit:verify`'s entry as its own process on an embedded (PGlite) data folder: the exit
 * code and message of a cut chain, and the message when a running server holds the folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { writeAudit } from '../db/audit.js';
import { openDatabase, PGLITE_SUBDIR } from '../db/client.js';
import { buildOrg } from '../db/factories.js';
import { auditLog } from '../db/schema/index.js';
import { writeMigratedPgliteFolder } from '../db/testing.js';
import { runCommandProcess } from '../testing/commandProcess.js';
import { publishCheckpoints } from '../services/audit/auditCheckpoints.js';
import { lazyFeedSigner } from '../updates/feedSigningKey.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-audit-verify-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command as an operator would, on the data folder alone. */
const auditVerify = (...args: string[]) => runCommandProcess('auditVerify.ts', dataDir, args);

test('exits 1 naming the rows deleted after the checkpoint, and asks to stop the server first', async () => {
  await writeMigratedPgliteFolder(path.join(dataDir, PGLITE_SUBDIR));
  const database = await openDatabase({ dataDir });
  const { org } = await buildOrg(database.db, { slug: 'cli-audit', name: 'Cli' });
  for (const action of ['item.created', 'item.moved', 'item.deleted'] as const) {
    await database.db.transaction((tx) =>
      writeAudit(tx, {
        orgId: org.id,
        actor: { type: 'system', job: 'test' },
        action,
        entityType: 'item',
      }),
    );
  }
  await publishCheckpoints(database.db, lazyFeedSigner(dataDir)());
  await database.db.execute(
    sql`delete from audit_log where id = (select max(id) from audit_log where org_id = ${org.id})`,
  );
  expect(await database.db.$count(auditLog, eq(auditLog.orgId, org.id))).toBe(2);

  // The database is open here, as a running server would hold it.
  const locked = await auditVerify('cli-audit');
  expect(locked.code).toBe(1);
  expect(locked.stderr).toContain('A running Candor server holds the embedded database: stop the');

  await database.close();
  const cut = await auditVerify('cli-audit');
  expect(cut.stderr).toBe('');
  expect(cut.stdout).toContain(
    'cli-audit (Cli): FAILED\n  - deleted rows after checkpoint 1: chain has 2 rows, checkpoint said 3',
  );
  expect(cut.code).toBe(1);
}, 120_000);
