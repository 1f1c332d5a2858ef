/**
 * The access exports (access:manage): who has access to what, as JSON and as CSV that agree,
 * with each member, grant (what it opens, by whom, until when) and NDA evidence, of the staff
 * member's organisation only; the access log of members' sign-ins, views and downloads over a
 * range no older than the retention, streamed as CSV or JSON. Every export is audited.
 */
import type { AccessExportInfo, AccessInventory } from '@candor/domain/access/accessExport.schema';
import { utcDay } from '@candor/domain/analytics/analytics.schema';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildFile,
  buildMemberSession,
  buildOrg,
  buildStaffUser,
} from '../../db/factories.js';
import {
  analyticsEvents,
  auditLog,
  ndaAcceptances,
  ndaTemplates,
  permissionProfileFiles,
  permissionProfiles,
} from '../../db/schema/index.js';
import { issueLoginToken } from '../../services/access/memberLoginLinks.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

async function freshOrg(scopes: readonly string[] = ['access:manage']) {
  const built = await buildOrg(t.database.db);
  const staff = await buildStaffUser(t.database.db, { org: built.org, scopes });
  const cookie = await signInAs(t.app, staff.user.email, staff.password);
  return { ...built, staff, cookie };
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const csvRecords = (body: string) =>
  parse<Record<string, string>>(body, { columns: true, bom: false });

const auditedActions = async (orgId: string, action: string) =>
  t.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, action)));

const ROUTES = [
  'exports',
  'inventory.csv',
  'inventory.json',
  'log.csv',
  'log.json',
  `nda-acceptances/${crypto.randomUUID()}/signed-nda`,
];

describe('the access inventory', () => {
  it('lists a member with a grant, its expiry and NDA evidence, the same in JSON and CSV, and nothing of another organisation', async () => {
    const db = t.database.db;
    const o = await freshOrg();
    const account = await buildAccount(db, {
      org: o.org,
      name: 'Globex',
      domain: 'globex.example',
      accessExpiresAt: new Date('2027-06-30T12:00:00Z'),
    });
    const member = await buildAccountMember(db, {
      account,
      email: 'gina@globex.example',
      firstName: 'Gina',
      lastName: 'Gold',
      lastLoginAt: new Date('2026-11-01T09:00:00Z'),
    });
    const [profile] = await db
      .insert(permissionProfiles)
      .values({ orgId: o.org.id, name: 'Auditors', isDefault: true })
      .returning();
    const report = await buildFile(db, { org: o.org, originalName: 'SOC 2 report.pdf' });
    await db
      .insert(permissionProfileFiles)
      .values({ orgId: o.org.id, profileId: profile!.id, fileId: report.id });
    await buildAccessGrant(db, {
      account,
      product: o.product,
      grantedByStaffId: o.staff.user.id,
      grantedAt: new Date('2026-10-01T08:00:00Z'),
      expiresAt: new Date('2027-01-31T12:00:00Z'),
    });
    const [template] = await db
      .insert(ndaTemplates)
      .values({
        orgId: o.org.id,
        version: 2,
        title: 'NDA',
        body: 'Keep it',
        sha256: 'ab'.repeat(32),
      })
      .returning();
    const signed = await buildFile(db, {
      org: o.org,
      originalName: 'NDA signed by Gina.pdf',
      fileStore: t.fileStore,
    });
    const [acceptance] = await db
      .insert(ndaAcceptances)
      .values({
        orgId: o.org.id,
        templateId: template!.id,
        templateSha256: 'ab'.repeat(32),
        accountId: account.id,
        memberId: member.id,
        email: member.email,
        name: 'Gina Gold',
        acceptedAt: new Date('2026-10-02T10:00:00Z'),
        ip: '203.0.113.9',
        signedFileId: signed.id,
      })
      .returning();
    const other = await freshOrg();
    const otherAccount = await buildAccount(db, { org: other.org, name: 'Umbrella' });
    await buildAccountMember(db, { account: otherAccount, email: 'spy@umbrella.example' });

    const json = await get('/api/admin/access/inventory.json', o.cookie);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain(
      `access-inventory-${utcDay(new Date())}.json`,
    );
    const inventory = json.json<AccessInventory>();
    expect(inventory.accounts).toEqual([
      {
        id: account.id,
        name: 'Globex',
        domain: 'globex.example',
        status: 'active',
        expiresOn: '2027-06-30',
        members: [
          {
            id: member.id,
            email: 'gina@globex.example',
            name: 'Gina Gold',
            status: 'active',
            lastSignInAt: '2026-11-01T09:00:00.000Z',
          },
        ],
        grants: [
          {
            productId: o.product.id,
            productName: o.product.name,
            profileName: 'Auditors',
            covers: ['Document: SOC 2 report.pdf'],
            grantedBy: o.staff.user.email,
            grantedAt: '2026-10-01T08:00:00.000Z',
            expiresOn: '2027-01-31',
            revoked: false,
          },
        ],
        nda: [
          {
            kind: 'clickwrap',
            ndaVersion: 2,
            ndaSha256: 'ab'.repeat(32),
            email: 'gina@globex.example',
            name: 'Gina Gold',
            acceptedAt: '2026-10-02T10:00:00.000Z',
            ip: '203.0.113.9',
            signedCopy: `/api/admin/access/nda-acceptances/${acceptance!.id}/signed-nda`,
          },
        ],
      },
    ]);

    const csv = await get('/api/admin/access/inventory.csv', o.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csvRecords(csv.body);
    const common = {
      Account: 'Globex',
      'Account status': 'active',
      'Account expires': '2027-06-30',
    };
    expect(lines).toEqual([
      expect.objectContaining({
        ...common,
        Record: 'Member',
        'E-mail': 'gina@globex.example',
        Name: 'Gina Gold',
        Status: 'active',
        'Last sign-in (UTC)': '2026-11-01T09:00:00.000Z',
      }),
      expect.objectContaining({
        ...common,
        Record: 'Grant',
        Product: o.product.name,
        'Permission profile': 'Auditors',
        Opens: 'Document: SOC 2 report.pdf',
        'Granted by': o.staff.user.email,
        'Granted or accepted (UTC)': '2026-10-01T08:00:00.000Z',
        Expires: '2027-01-31',
      }),
      expect.objectContaining({
        ...common,
        Record: 'NDA',
        'E-mail': 'gina@globex.example',
        'Granted or accepted (UTC)': '2026-10-02T10:00:00.000Z',
        'NDA version': '2',
        'IP address': '203.0.113.9',
        'Signed NDA': inventory.accounts[0]!.nda[0]!.signedCopy,
      }),
    ]);
    for (const body of [json.body, csv.body]) expect(body).not.toMatch(/umbrella/i);

    // The link in the evidence downloads the signed copy; another organisation's staff get 404.
    const copy = await get(inventory.accounts[0]!.nda[0]!.signedCopy!, o.cookie);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toContain('NDA signed by Gina.pdf');
    expect((await get(inventory.accounts[0]!.nda[0]!.signedCopy!, other.cookie)).statusCode).toBe(
      404,
    );

    // The account's own page reads the same grants and acceptances.
    const detail = await get(`/api/admin/access/accounts/${account.id}`, o.cookie);
    expect(detail.json<{ account: object }>().account).toMatchObject({
      members: [{ email: 'gina@globex.example', ndaAcceptedAt: '2026-10-02T10:00:00.000Z' }],
      grants: [{ productId: o.product.id, expiresOn: '2027-01-31', revoked: false }],
      ndaAcceptances: [{ id: acceptance!.id, templateVersion: 2, name: 'Gina Gold' }],
    });

    expect(await auditedActions(o.org.id, 'access.inventory_exported')).toEqual([
      { after: { format: 'json', accounts: 1 } },
      { after: { format: 'csv', accounts: 1 } },
    ]);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const o = await freshOrg();
    const account = await buildAccount(t.database.db, {
      org: o.org,
      name: '=HYPERLINK("http://evil.example")',
    });
    await buildAccountMember(t.database.db, { account, firstName: '@SUM(A1)', lastName: '' });

    const csv = await get('/api/admin/access/inventory.csv', o.cookie);

    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvRecords(csv.body)).toEqual([
      expect.objectContaining({ Account: `'=HYPERLINK("http://evil.example")`, Name: "'@SUM(A1)" }),
    ]);
  });
});

describe('the access log', () => {
  it("lists a member's sign-in, document view and download with their time, in the range only", async () => {
    const db = t.database.db;
    const o = await freshOrg();
    const account = await buildAccount(db, { org: o.org, name: 'Globex' });
    const member = await buildAccountMember(db, { account, email: 'gina@globex.example' });
    const file = await buildFile(db, { org: o.org, originalName: 'Pen test.pdf' });
    const { token } = await issueLoginToken(db, {
      orgId: o.org.id,
      memberId: member.id,
      productId: o.product.id,
    });
    expect((await get(`/${o.org.slug}/api/auth/sign-in?token=${token}`)).statusCode).toBe(303);
    const yesterday = utcDay(new Date(Date.now() - DAY_MS));
    const longAgo = utcDay(new Date(Date.now() - 40 * DAY_MS));
    const byMember = {
      orgId: o.org.id,
      productId: o.product.id,
      accountId: account.id,
      memberId: member.id,
      fileId: file.id,
    };
    await db.insert(analyticsEvents).values([
      { ...byMember, kind: 'document_view', createdAt: new Date(`${yesterday}T10:00:00Z`) },
      { ...byMember, kind: 'document_download', createdAt: new Date(`${yesterday}T11:00:00Z`) },
      { ...byMember, kind: 'document_view', createdAt: new Date(`${longAgo}T09:00:00Z`) },
      // An anonymous visitor's view is no member's access.
      {
        orgId: o.org.id,
        kind: 'document_view',
        fileId: file.id,
        createdAt: new Date(`${yesterday}T12:00:00Z`),
      },
    ]);

    const json = await get('/api/admin/access/log.json', o.cookie);
    expect(json.statusCode).toBe(200);
    const log = json.json<{ from: string; to: string; retentionDays: number; entries: object[] }>();
    expect(log).toMatchObject({ to: utcDay(new Date()), retentionDays: 400 });
    expect(log.entries).toEqual([
      expect.objectContaining({
        kind: 'sign_in',
        memberId: member.id,
        memberEmail: 'gina@globex.example',
        accountName: 'Globex',
        ip: '127.0.0.1',
      }),
      expect.objectContaining({
        kind: 'document_download',
        at: `${yesterday}T11:00:00.000Z`,
        memberEmail: 'gina@globex.example',
        documentName: 'Pen test.pdf',
        productName: o.product.name,
      }),
      expect.objectContaining({ kind: 'document_view', at: `${yesterday}T10:00:00.000Z` }),
    ]);

    const csv = await get(`/api/admin/access/log.csv?from=${longAgo}&to=${yesterday}`, o.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `access-log-${longAgo}-to-${yesterday}.csv`,
    );
    expect(csv.body.split('\r\n')[0]).toBe(
      '"Time (UTC)","Event","Count","Member e-mail","Account","Product","Document","IP address"',
    );
    expect(csvRecords(csv.body).map((line) => [line['Time (UTC)'], line.Event])).toEqual([
      [`${yesterday}T11:00:00.000Z`, 'Document download'],
      [`${yesterday}T10:00:00.000Z`, 'Document view'],
      [`${longAgo}T09:00:00.000Z`, 'Document view'],
    ]);

    expect(await auditedActions(o.org.id, 'access.log_exported')).toEqual([
      { after: { from: log.from, to: log.to, format: 'json' } },
      { after: { from: longAgo, to: yesterday, format: 'csv' } },
    ]);
  });

  it('says how long the log is kept and refuses a start older than that, or after the end', async () => {
    const o = await freshOrg();
    const info = (await get('/api/admin/access/exports', o.cookie)).json<AccessExportInfo>();
    expect(info).toMatchObject({ retentionDays: 400, to: utcDay(new Date()) });
    expect(info.oldest).toBe(utcDay(new Date(Date.now() - 399 * DAY_MS)));

    const tooOld = utcDay(new Date(Date.now() - 400 * DAY_MS));
    for (const format of ['csv', 'json']) {
      const response = await get(`/api/admin/access/log.${format}?from=${tooOld}`, o.cookie);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe(
        `Access logs are kept 400 days: start on ${info.oldest} or later`,
      );
      const backwards = await get(
        `/api/admin/access/log.${format}?from=2026-03-05&to=2026-03-01`,
        o.cookie,
      );
      expect(backwards.statusCode).toBe(400);
      expect(errorBodyOf(backwards).message).toContain("'From' must not be after 'to'");
    }
    expect(await auditedActions(o.org.id, 'access.log_exported')).toEqual([]);
  });
});

it('answers visitors and members 401 and staff without access:manage 403, auditing nothing', async () => {
  const o = await freshOrg(['statuspage:edit']);
  const account = await buildAccount(t.database.db, { org: o.org });
  const member = await buildAccountMember(t.database.db, { account });
  const { cookie: memberCookie } = await buildMemberSession(t.database.db, { member });
  for (const route of ROUTES) {
    const url = `/api/admin/access/${route}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, memberCookie)).statusCode).toBe(401);
    expect((await get(url, o.cookie)).statusCode).toBe(403);
  }
  const exports = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, o.org.id), eq(auditLog.entityType, 'access_log')));
  expect(exports).toEqual([]);
});
