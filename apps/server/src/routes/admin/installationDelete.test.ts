/**
 * The installation's operator and deleting an organisation: the seeded demo admin is the
 * operator, deleting Northwind removes every row and file of it and keeps the operator (signed in
 * afterwards to an org-less private area: the Installation page only), another organisation is
 * untouched, and CANDOR_DEMO=false seeds the operator alone.
 */
import { GRANTABLE_SCOPES } from '@candor/domain';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAuditVerify } from '../../cli/auditVerify.js';
import { setStaffPassword } from '../../cli/staffPassword.js';
import { buildFile, buildOrg, buildStaffUser } from '../../db/factories.js';
import { auditLog, files, organizations, staffUsers } from '../../db/schema/index.js';
import { seedDemo } from '../../db/seed/index.js';
import { seedEmptyInstallation } from '../../seedReport.js';
import { publishCheckpoints } from '../../services/audit/auditCheckpoints.js';
import { lazyFeedSigner } from '../../updates/feedSigningKey.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { pageDataOf } from '../../testing/portalFixture.js';
import { tenantTables } from '../../testing/tenantTables.js';
import { tempFolderForTest } from '../../testing/tempFolder.js';
import { BROWSER, signInAs, TEST_BASE_URL, useTestApp } from '../../testing/testApp.js';

const PASSWORD = 'correct horse battery';
const headers = (cookie?: string) => ({
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
  ...(cookie ? { cookie } : {}),
});

const adminPageOf = (html: string) => {
  const page = pageDataOf(html);
  if (page.kind !== 'admin') throw new Error(`expected the admin page, got ${page.kind}`);
  return page.admin;
};

describe('deleting an organisation', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const remove = (id: string, confirm: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/installation/orgs/${id}`,
      payload: { confirm },
      headers: headers(cookie),
    });

  it('keeps the operator, removes every row and file of Northwind, and leaves Acme as it was', async () => {
    const seeded = await seedDemo(t.database, {
      fileStore: t.appFileStore,
      adminPassword: PASSWORD,
    });
    const acme = await buildOrg(db(), { slug: 'acme', name: 'Acme' });
    await buildFile(db(), { org: acme.org });
    const acmeStaff = await buildStaffUser(db(), { org: acme.org, scopes: GRANTABLE_SCOPES });
    const northwindKeys = (
      await db().select({ key: files.storageKey }).from(files).where(eq(files.orgId, seeded.orgId))
    ).map((row) => row.key);
    expect(northwindKeys.length).toBeGreaterThan(0);

    // Staff of an organisation holding every scope it can grant have none of the installation.
    const staffCookie = await signInAs(t.app, acmeStaff.user.email, acmeStaff.password);
    expect((await remove(seeded.orgId, 'northwind', staffCookie)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/installation/orgs',
      headers: headers(staffCookie),
    });
    expect(list.statusCode).toBe(403);
    // Northwind's chain has a signed checkpoint: it goes with the organisation.
    const dataDir = tempFolderForTest('checkpoints');
    const signer = lazyFeedSigner(dataDir);
    expect((await publishCheckpoints(db(), signer())).length).toBeGreaterThan(0);

    const acmeBefore = await tenantTables(db(), acme.org.id);

    const operatorCookie = await signInAs(t.app, seeded.adminEmail, PASSWORD);
    const wrong = await remove(seeded.orgId, 'Northwind Cloud', operatorCookie);
    expect(wrong.statusCode).toBe(400);
    expect(errorBodyOf(wrong).message).toBe("Type the organisation's slug to confirm.");
    const unknown = await remove('6f1c1d0e-3c1a-4b8e-9a51-2f0e8c1d2b3a', 'x', operatorCookie);
    expect(unknown.statusCode).toBe(404);

    const response = await remove(seeded.orgId, 'northwind', operatorCookie);
    expect(response.statusCode, response.body).toBe(200);

    const left = Object.entries(await tenantTables(db(), seeded.orgId)).filter(
      ([, sum]) => !sum.startsWith('0:'),
    );
    expect(left).toEqual([]);
    // Acme's rows are as they were but its own row, which now serves '/' (below).
    const { organizations: _acmeRow, ...acmeAfter } = await tenantTables(db(), acme.org.id);
    expect(acmeAfter).toEqual({ ...acmeBefore, organizations: undefined });
    for (const key of northwindKeys) expect(await t.appFileStore.exists(key)).toBe(false);

    // The operator survives, the installation's and no organisation's; the deletion is audited.
    const [operator] = await db()
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, seeded.adminEmail));
    expect(operator).toMatchObject({ orgId: null, isOperator: true });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organisation.delete'));
    expect(audited).toMatchObject({
      orgId: null,
      actorType: 'staff',
      after: { slug: 'northwind', name: 'Northwind Cloud' },
    });
    // The checkpoint job and audit:verify carry on without the organisation's rows.
    await publishCheckpoints(db(), signer());
    const verified = await runAuditVerify(db(), [], dataDir);
    expect(verified.code, verified.output).toBe(0);
    expect(verified.output).not.toContain('northwind');
    // Acme serves '/' now that the default is gone.
    const [acmeRow] = await db()
      .select()
      .from(organizations)
      .where(eq(organizations.id, acme.org.id));
    expect(acmeRow!.isDefault).toBe(true);

    // Its session of Northwind ended; signing in again opens the Installation page alone.
    const ended = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: headers(operatorCookie),
    });
    expect(ended.statusCode).toBe(302);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: new URLSearchParams({ email: seeded.adminEmail, password: PASSWORD }).toString(),
      headers: {
        ...headers(),
        ...BROWSER,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(login.headers.location).toBe('/admin');
    const cookie = await signInAs(t.app, seeded.adminEmail, PASSWORD);
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: headers(cookie) });
    expect(page.statusCode).toBe(200);
    expect(adminPageOf(page.body)).toMatchObject({
      org: null,
      abilities: { sections: ['installation'] },
    });
    const orgs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/installation/orgs',
      headers: headers(cookie),
    });
    expect(orgs.json<{ orgs: { slug: string }[] }>().orgs.map((o) => o.slug)).toEqual(['acme']);
    // No organisation's staff API, not even Acme's.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: headers(cookie),
    });
    expect(settings.statusCode).toBe(403);

    // The way back in still works for the operator without an organisation.
    const reset = await setStaffPassword(db(), seeded.adminEmail, 'another long password');
    expect(reset.email).toBe(seeded.adminEmail);
    await signInAs(t.app, seeded.adminEmail, 'another long password');
  }, 60_000);
});

describe('CANDOR_DEMO=false on an empty database', () => {
  const t = useTestApp({ config: { seedDemo: false, adminPassword: PASSWORD } });

  it('seeds the operator alone and says how to create the first organisation', async () => {
    const lines = await seedEmptyInstallation(t.database, t.appFileStore, t.app.config);
    expect(await t.database.db.$count(organizations)).toBe(0);
    const users = await t.database.db.select().from(staffUsers).where(isNull(staffUsers.orgId));
    expect(users).toMatchObject([{ email: 'admin@northwind.example', isOperator: true }]);
    const text = lines.join('\n');
    expect(text).toContain('e-mail:   admin@northwind.example');
    expect(text).toContain('the value of ADMIN_PASSWORD');
    expect(text).toContain(`${TEST_BASE_URL}/admin`);
    expect(text).toContain(
      'npm run org -- create --name "Acme" --slug acme --admin admin@acme.example',
    );
    const cookie = await signInAs(t.app, 'admin@northwind.example', PASSWORD);
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: headers(cookie) });
    expect(adminPageOf(page.body).org).toBeNull();
  }, 30_000);
});
