/**
 * What an export holds and what it never holds, the `npm run org -- export|import` commands and
 * their usage errors, and the archived audit chain: verified after an import, and a tampered
 * archived row found.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuditVerify } from '../../cli/auditVerify.js';
import { OrgCommandError, orgUsage, runOrgCommand } from '../../cli/org.js';
import type { Config } from '../../config.js';
import {
  buildAccount,
  buildAccountMember,
  buildCard,
  buildFile,
  buildItem,
  buildMemberSession,
  buildOrg,
  buildStaffSession,
  buildStaffUser,
  buildSubscriber,
  type BuiltOrg,
} from '../../db/factories.js';
import { documentVersions, verifyDocumentLog } from '../../db/documentLog.js';
import {
  auditArchives,
  auditLog,
  documentLog,
  files,
  organizations,
  staffUsers,
} from '../../db/schema/index.js';
import { unzip } from '../../testing/fileDownloads.js';
import { testConfig } from '../../testing/testApp.js';
import { useTestDatabase } from '../../testing/testDatabase.js';
import { openFileStore } from '../../openFileStore.js';
import { mutate } from '../mutate.js';
import { systemContext } from '../serviceContext.js';
import { MANIFEST_ENTRY, type ExportManifest } from './exportOrganisation.js';

const database = useTestDatabase();
const dir = mkdtempSync(path.join(os.tmpdir(), 'candor-export-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// The commands open this installation's store: DATA_DIR/files, sealed with its key.
const config: Config = testConfig({ dataDir: dir, filesEncryptionKey: randomBytes(32) });
const store = await openFileStore(config);
const t = { database, appFileStore: store };

let built: BuiltOrg;
let passwordHash: string;
let sessionTokenHash: string;
let memberSessionTokenHash: string;
let document: Buffer;
const zipFile = path.join(dir, 'acme.candor.zip');
const org = (...args: string[]) => runOrgCommand(t.database.db, config, args);

beforeAll(async () => {
  const { db } = t.database;
  built = await buildOrg(db, { slug: 'acme-export' });
  const { user } = await buildStaffUser(db, { org: built.org, email: 'admin@acme-export.test' });
  passwordHash = user.passwordHash;
  sessionTokenHash = (await buildStaffSession(db, { user })).tokenHash;
  const account = await buildAccount(db, { org: built.org });
  const member = await buildAccountMember(db, { account });
  memberSessionTokenHash = (await buildMemberSession(db, { member })).session.tokenHash;
  await buildSubscriber(db, { org: built.org, email: 'reader@elsewhere.test' });
  const card = await buildCard(db, { product: built.product, kind: 'Reports' });
  const item = await buildItem(db, { card });
  document = Buffer.from(`%PDF-1.4\n% a confidential report ${randomBytes(8).toString('hex')}\n`);
  await buildFile(db, { org: built.org, item, fileStore: t.appFileStore, bytes: document });
  await mutate(systemContext(db, built.org.id, 'test'), {
    revision: 'none',
    run: async () => null,
    audit: () => ({
      action: 'files.key_rotated',
      entityType: 'organization',
      entityId: built.org.id,
    }),
  });
  expect(await org('export', '--slug', 'acme-export', '--out', zipFile)).toBe(0);
});

describe('the export', () => {
  it('holds a manifest with the schema version, the organisation and every row of it', async () => {
    const entries = await unzip(readFileSync(zipFile));
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString()) as ExportManifest;
    expect(manifest.schemaVersion).toBeGreaterThan(0);
    expect(manifest.organisation).toMatchObject({ id: built.org.id, slug: 'acme-export' });
    const rows = (name: string) =>
      entries
        .get(`rows/${name}.jsonl`)!
        .toString()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows('subscribers').map((r) => r.email)).toEqual(['reader@elsewhere.test']);
    expect(rows('staff_users')[0]).toMatchObject({ email: 'admin@acme-export.test' });
    expect(rows('staff_users')[0]).not.toHaveProperty('password_hash');
    expect(rows('audit_log').map((r) => r.action)).toContain('files.key_rotated');
    // The command audits the export once it is written.
    const [last] = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.orgId, built.org.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last?.action).toBe('organisation.exported');
    expect(manifest.tables.map((table) => table.name)).not.toContain('sessions');
  });

  it('holds the documents decrypted, as they were uploaded', async () => {
    const entries = await unzip(readFileSync(zipFile));
    const [file] = await t.database.db.select().from(files).where(eq(files.orgId, built.org.id));
    // At rest the bytes are sealed; in the export they are the document itself.
    expect(readFileSync(path.join(dir, 'files', file!.storageKey)).includes(document)).toBe(false);
    expect(entries.get(`files/${file!.storageKey}`)).toEqual(document);
  });

  it('never holds a password hash or a session token hash', async () => {
    // Every entry's bytes, inflated: a secret would be compressed out of sight in the zip itself.
    const bytes = Buffer.concat([...(await unzip(readFileSync(zipFile))).values()]);
    for (const secret of [passwordHash, sessionTokenHash, memberSessionTokenHash]) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    expect(bytes.includes('admin@acme-export.test')).toBe(true);
  });
});

describe('npm run org -- export|import', () => {
  it('says what is missing or wrong', async () => {
    expect(orgUsage()).toContain('npm run org -- export --slug SLUG --out FILE.candor.zip');
    expect(orgUsage()).toContain('npm run org -- import --file FILE.candor.zip [--slug NEW_SLUG]');
    await expect(org('export')).rejects.toThrow(/--slug and --out are required/);
    await expect(org('export', '--slug', 'nope', '--out', zipFile)).rejects.toThrow(
      'No organisation has the slug nope.',
    );
    await expect(org('export', '--slug')).rejects.toThrow(/--slug needs a value/);
    await expect(org('import', '--file', zipFile, '--bogus', 'x')).rejects.toThrow(
      /Unknown argument --bogus/,
    );
    await expect(org('import')).rejects.toThrow(OrgCommandError);
    await expect(org('import', '--file', zipFile)).rejects.toThrow(
      'The slug "acme-export" is taken on this installation: give another with --slug.',
    );
    await expect(org('import', '--file', zipFile, '--slug', 'Not A Slug')).rejects.toThrow(
      /may only hold lowercase letters, digits and hyphens/,
    );
    await expect(org('import', '--file', zipFile, '--slug', 'admin')).rejects.toThrow(
      '"admin": This address is taken by Candor itself.',
    );
    const notZip = path.join(dir, 'not.zip');
    writeFileSync(notZip, 'hello');
    await expect(org('import', '--file', notZip, '--slug', 'other')).rejects.toThrow(
      /Cannot read .* as a zip/,
    );
  });

  it('writes nothing when a row cannot be written: the files put first are removed again', async () => {
    const entries = await unzip(readFileSync(zipFile));
    const broken = path.join(dir, 'broken.candor.zip');
    const zip = new yazl.ZipFile();
    for (const [name, bytes] of entries) {
      // The last table written holds a row this database refuses: every file is in by then.
      const text =
        name === 'rows/subscribers.jsonl'
          ? bytes.toString().replace(/"status":"\w+"/, '"status":"bogus"')
          : null;
      zip.addBuffer(text === null ? bytes : Buffer.from(text), name);
    }
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(broken));
    const stored = () =>
      readdirSync(path.join(dir, 'files', 'orgs'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    const before = stored();
    await expect(org('import', '--file', broken, '--slug', 'acme-broken')).rejects.toThrow(
      /^Nothing was imported: invalid input value for enum subscriber_status: "bogus"/,
    );
    const { db } = t.database;
    expect(
      await db.select().from(organizations).where(eq(organizations.slug, 'acme-broken')),
    ).toEqual([]);
    expect(stored()).toEqual(before);
  });

  it('imports under new ids, staff without a usable password, and a taken e-mail kept only as a removed member', async () => {
    const { db } = t.database;
    expect(await org('import', '--file', zipFile, '--slug', 'acme-copy')).toBe(0);
    const [copy] = await db.select().from(organizations).where(eq(organizations.slug, 'acme-copy'));
    expect(copy!.id).not.toBe(built.org.id);
    const staff = await db.select().from(staffUsers).where(eq(staffUsers.orgId, copy!.id));
    expect(staff).toHaveLength(1);
    // The e-mail signs in at acme-export on this installation already.
    expect(staff[0]!.email).not.toBe('admin@acme-export.test');
    expect(staff[0]!.scopes).toEqual([]);
    expect(staff[0]!.passwordHash).toBe('!removed');
    const [file] = await db.select().from(files).where(eq(files.orgId, copy!.id));
    expect(file!.storageKey).toContain(copy!.id);
    const stored = await t.appFileStore.get(file!.storageKey, file!.sha256);
    expect(createHash('sha256').update(stored!).digest('hex')).toBe(file!.sha256);
    // The document log is chained anew under the new ids, with the same versions, hashes and
    // times (when each version was stored).
    const versionsOf = async (orgId: string) =>
      (
        await db
          .select({
            version: documentLog.version,
            sha256: documentLog.sha256,
            at: documentLog.createdAt,
          })
          .from(documentLog)
          .where(eq(documentLog.orgId, orgId))
          .orderBy(documentLog.id)
      ).map((row) => [row.version, row.sha256, row.at.toISOString()]);
    expect(await versionsOf(copy!.id)).toEqual(await versionsOf(built.org.id));
    expect((await documentVersions(db, copy!.id)).get(file!.id)).toBe(1);
    expect(await verifyDocumentLog(db, copy!.id)).toMatchObject({ ok: true, length: 1 });
  });
});

describe('the archived audit chain', () => {
  it('verifies after the import, and the new chain starts by naming its head', async () => {
    const { db } = t.database;
    const [copy] = await db.select().from(organizations).where(eq(organizations.slug, 'acme-copy'));
    const [first] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.orgId, copy!.id))
      .orderBy(auditLog.id)
      .limit(1);
    const [archive] = await db
      .select()
      .from(auditArchives)
      .where(eq(auditArchives.orgId, copy!.id));
    expect(first!.action).toBe('organisation.imported');
    expect(first!.after).toMatchObject({ message: `imported from head ${archive!.headHash}` });
    const result = await runAuditVerify(db, ['acme-copy'], dir);
    expect(result.code, result.output).toBe(0);
  });

  it('finds an archived row that was changed', async () => {
    const { db } = t.database;
    await db.execute(
      sql`update audit_archives set rows = jsonb_set(rows, '{0,action}', '"test.undone"')
          where org_id = (select id from organizations where slug = 'acme-copy')`,
    );
    const result = await runAuditVerify(db, ['acme-copy'], dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/archived segment from acme-export: FAILED\n {2}- row 1/);
  });
});
