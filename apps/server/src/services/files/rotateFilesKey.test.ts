import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verifyAuditChain } from '../../db/audit.js';
import { buildFile, buildOrg } from '../../db/factories.js';
import { auditLog, files } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../db/testing.js';
import { EncryptedFileStore } from '../../storage/encryptedFileStore.js';
import { StoredFileIntegrityError } from '../../storage/storedFile.js';
import { LocalFileStore } from '../../storage/localFileStore.js';
import { rotateFilesKey } from './rotateFilesKey.js';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-rotate-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('every document moves to the new key, old-key stores can no longer read them, audited per organisation', async () => {
  const { db } = database;
  const disk = LocalFileStore.inDataDir(dataDir);
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const before = new EncryptedFileStore(disk, oldKey);
  const { org } = await buildOrg(db);
  const { org: other } = await buildOrg(db);
  const bytes = [0, 1, 2].map((n) => Buffer.from(`%PDF-1.7\nreport ${n}\n%%EOF`));
  const sealed = await Promise.all(
    bytes.slice(0, 2).map((b) => buildFile(db, { org, fileStore: before, bytes: b })),
  );
  // One file of another organisation written before encryption existed (plain bytes).
  const plain = await buildFile(db, { org: other, fileStore: disk, bytes: bytes[2] });
  expect(plain.encryptedType).toBeNull();

  const rotating = new EncryptedFileStore(disk, newKey, undefined, [oldKey]);
  const report = await rotateFilesKey(db, rotating);
  expect(report).toMatchObject({ files: 3, resealed: 2, sealed: 1, current: 0, missing: [] });

  const after = new EncryptedFileStore(disk, newKey);
  for (const [index, file] of [...sealed, plain].entries()) {
    expect(await after.get(file.storageKey, sha(bytes[index]!))).toEqual(bytes[index]);
    await expect(before.get(file.storageKey)).rejects.toThrow(StoredFileIntegrityError);
  }
  const [row] = await db.select().from(files).where(eq(files.id, plain.id));
  expect(row?.encryptedType).toBe('aes-256-gcm-envelope-v1');

  const audits = await db
    .select({ orgId: auditLog.orgId, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, 'files.key_rotated'));
  expect(audits).toEqual(
    expect.arrayContaining([
      { orgId: org.id, action: 'files.key_rotated', after: { files: 2 } },
      { orgId: other.id, action: 'files.key_rotated', after: { files: 1 } },
    ]),
  );
  expect((await verifyAuditChain(db, org.id)).ok).toBe(true);

  // A second run finds nothing to do and writes no more audit rows.
  expect(await rotateFilesKey(db, rotating)).toMatchObject({ current: 3, resealed: 0 });
  const again = await db.select().from(auditLog).where(eq(auditLog.action, 'files.key_rotated'));
  expect(again).toHaveLength(2);
});
