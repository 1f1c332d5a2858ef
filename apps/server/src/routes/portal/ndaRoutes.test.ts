/**
 * The clickwrap NDA of an account member (visitor-portal.md §2 'Account menu', §7, §8): a
 * restricted document stays locked until the member accepts; the acceptance records the
 * evidence, makes the signed PDF (text, evidence, hash), an analytics event and an audit row;
 * the signed NDA downloads only for clickwrap once passed; nobody else gets any of it.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAccountMember,
  buildMemberSession,
  buildOrg,
  buildStaffUser,
} from '../../db/factories.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import type { AccountMemberRow, AccountRow } from '../../db/rows.js';
import {
  analyticsEvents,
  auditLog,
  files,
  ndaAcceptances,
  ndaTemplates,
  portalCustomizations,
} from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { getFollowing } from '../../testing/fileDownloads.js';
import { pdfText } from '../../testing/pdfText.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { itemOnPage, portalView } from '../../testing/staffRequest.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';

const { t, f } = usePortalTestApp();

let account: AccountRow;
let member: AccountMemberRow;
let cookie: string;
let otherCookie: string;
let templateId: string;
const NDA_BODY = '# Mutual NDA\n\nThe **recipient** keeps everything confidential.';

const host = new URL(TEST_BASE_URL).host;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookieHeader?: string,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: {
      host,
      origin: TEST_BASE_URL,
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...extra,
    },
  });
const base = (accountId: string) => `/acme/api/accounts/${accountId}`;
const pentest = async (sessionCookie: string, accountId: string) =>
  itemOnPage(await portalView(t.app, `/acme?accountId=${accountId}`, sessionCookie), {
    uid: f.items.restrictedItem.uid,
  })?.item;

beforeAll(async () => {
  const db = t.database.db;
  ({ account, member, cookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
    member: { email: 'gina@globex.example', firstName: 'Gina', lastName: 'Globex' },
  }));
  ({ cookie: otherCookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Initrode' },
  }));
  await db
    .update(portalCustomizations)
    .set({ ndaProvider: 'clickwrap' })
    .where(eq(portalCustomizations.orgId, f.org.id));
  const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  const created = await call('POST', '/api/admin/access/nda-templates', staff, {
    title: 'Mutual NDA',
    body: NDA_BODY,
  });
  expect(created.statusCode).toBe(201);
  templateId = created.json<{ id: string }>().id;
});

describe('GET {nda base}/nda', () => {
  it('tells the member the NDA is pending, the provider and their e-mail', async () => {
    const response = await call('GET', `${base(account.id)}/nda`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      passed: false,
      provider: 'clickwrap',
      email: 'gina@globex.example',
    });
  });

  it('refuses visitors (401), members of another account and staff (403)', async () => {
    expect((await call('GET', `${base(account.id)}/nda`)).statusCode).toBe(401);
    expect((await call('GET', `${base(account.id)}/nda`, otherCookie)).statusCode).toBe(403);
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    expect((await call('GET', `${base(account.id)}/nda`, staff)).statusCode).toBe(403);
  });

  it('gives a member of another organisation nothing on this portal', async () => {
    const { org } = await buildOrg(t.database.db, { slug: 'umbrella' });
    const foreign = await buildAccount(t.database.db, { org });
    const foreignMember = await buildAccountMember(t.database.db, { account: foreign });
    const foreignCookie = (await buildMemberSession(t.database.db, { member: foreignMember }))
      .cookie;
    expect((await call('GET', `${base(foreign.id)}/nda`, foreignCookie)).statusCode).toBe(401);
  });
});

describe('accepting the clickwrap NDA', () => {
  it('shows the current version as sanitized HTML', async () => {
    const response = await call('GET', `${base(account.id)}/nda/template`, cookie);
    expect(response.statusCode).toBe(200);
    const template = response.json<{ id: string; html: string; version: number }>();
    expect(template.id).toBe(templateId);
    expect(template.html).toContain('<strong>recipient</strong>');
  });

  it('keeps the restricted document locked before, and refuses its download', async () => {
    const item = await pentest(cookie, account.id);
    expect(item?.restricted).toBe(false);
    expect(item?.documents[0]?.downloadUrl ?? null).toBeNull();
    const direct = await getFollowing(
      t.app,
      `/api/share/${f.org.id}/files/${f.files.restrictedFile.id}?itemUid=${f.items.restrictedItem.uid}&accessType=download&accountId=${account.id}`,
      { cookie },
    );
    expect(direct.statusCode).toBe(403);
  });

  it('refuses without agreeing, and another account’s member', async () => {
    const noAgree = await call('POST', `${base(account.id)}/nda/accept`, cookie, {
      agree: false,
      templateId,
    });
    expect(noAgree.statusCode).toBe(400);
    expect(errorBodyOf(noAgree).message).toBe('You must agree to the NDA');
    const other = await call('POST', `${base(account.id)}/nda/accept`, otherCookie, {
      agree: true,
      templateId,
    });
    expect(other.statusCode).toBe(403);
    expect((await call('POST', `${base(account.id)}/nda/accept`, undefined, {})).statusCode).toBe(
      401,
    );
  });

  it('refuses the download before the NDA is passed', async () => {
    const response = await call(
      'POST',
      `${base(account.id)}/download-signed-clickwrap-nda`,
      cookie,
    );
    expect(response.statusCode).toBe(404);
  });

  it('records the evidence, the signed PDF, the event and the audit row; documents unlock', async () => {
    const response = await call(
      'POST',
      `${base(account.id)}/nda/accept`,
      cookie,
      { agree: true, templateId },
      { 'user-agent': 'NdaTest/1.0', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(response.statusCode).toBe(200);
    const accepted = response.json<{ signedFileId: string; info: { passed: boolean } }>();
    expect(accepted.info.passed).toBe(true);

    const db = t.database.db;
    const [row] = await db
      .select()
      .from(ndaAcceptances)
      .where(eq(ndaAcceptances.memberId, member.id));
    const [template] = await db.select().from(ndaTemplates).where(eq(ndaTemplates.id, templateId));
    expect(row).toMatchObject({
      email: 'gina@globex.example',
      name: 'Gina Globex',
      templateId,
      templateSha256: template!.sha256,
      userAgent: 'NdaTest/1.0',
      signedFileId: accepted.signedFileId,
    });
    expect(row!.ip).toBeTruthy();
    const events = await db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.orgId, f.org.id), eq(analyticsEvents.kind, 'nda_acceptance')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ accountId: account.id, memberId: member.id });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'nda.accepted')));
    expect(audits).toHaveLength(1);

    const info = await call('GET', `${base(account.id)}/nda`, cookie);
    expect(info.json<{ passed: boolean }>().passed).toBe(true);

    const item = await pentest(cookie, account.id);
    const downloadUrl = item?.documents[0]?.downloadUrl;
    expect(downloadUrl).toBeTruthy();
    const download = await getFollowing(t.app, downloadUrl!, { cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  });

  it('downloads the signed NDA with the text, the evidence and the hash', async () => {
    const response = await call(
      'POST',
      `${base(account.id)}/download-signed-clickwrap-nda`,
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="NDA-Acme-Corp-gina@globex\.example\.pdf"/,
    );
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    const [template] = await t.database.db
      .select()
      .from(ndaTemplates)
      .where(eq(ndaTemplates.id, templateId));
    expect(text).toContain('Mutual NDA');
    expect(text).toContain('keeps everything confidential');
    expect(text).toContain('Gina Globex');
    expect(text).toContain('gina@globex.example');
    expect(text).toContain('NdaTest/1.0');
    expect(text).toContain(template!.sha256);
    expect(text).toContain(templateId);
  });

  it('keeps the signed NDA out of the document library', async () => {
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const library = await t.app.inject({
      method: 'GET',
      url: '/api/documents/trust-center',
      headers: { cookie: staff, host },
    });
    const names = library.json<{ documents: { name: string }[] }>().documents.map((d) => d.name);
    expect(names.some((name) => name.startsWith('NDA-'))).toBe(false);
    const stored = await t.database.db.select().from(files).where(eq(files.orgId, f.org.id));
    expect(stored.some((file) => file.originalName.startsWith('NDA-'))).toBe(true);
  });

  it('refuses a second acceptance, and the download for another provider', async () => {
    const again = await call('POST', `${base(account.id)}/nda/accept`, cookie, {
      agree: true,
      templateId,
    });
    expect(again.statusCode).toBe(409);
    await t.database.db
      .update(portalCustomizations)
      .set({ ndaProvider: 'none' })
      .where(eq(portalCustomizations.orgId, f.org.id));
    const response = await call(
      'POST',
      `${base(account.id)}/download-signed-clickwrap-nda`,
      cookie,
    );
    expect(response.statusCode).toBe(404);
    await t.database.db
      .update(portalCustomizations)
      .set({ ndaProvider: 'clickwrap' })
      .where(eq(portalCustomizations.orgId, f.org.id));
  });
});

describe('NDA versions', () => {
  it('freezes an accepted version (409) and lets staff create a new one', async () => {
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const edit = await call('PUT', `/api/admin/access/nda-templates/${templateId}`, staff, {
      title: 'Mutual NDA',
      body: 'Changed',
    });
    expect(edit.statusCode).toBe(409);
    expect(errorBodyOf(edit).message).toBe(
      'This NDA version has been accepted and can no longer be changed',
    );
    const next = await call('POST', '/api/admin/access/nda-templates', staff, {
      title: 'Mutual NDA v2',
      body: 'New text',
    });
    expect(next.json<{ version: number }>().version).toBe(2);
    const draft = await call(
      'PUT',
      `/api/admin/access/nda-templates/${next.json<{ id: string }>().id}`,
      staff,
      { title: 'Mutual NDA v2', body: 'New text, edited' },
    );
    expect(draft.statusCode).toBe(200);
    const list = await call('GET', '/api/admin/access/nda-templates', staff);
    const templates = list.json<{
      templates: { version: number; acceptanceCount: number; frozen: boolean; sha256: string }[];
    }>().templates;
    expect(templates.map((x) => [x.version, x.acceptanceCount, x.frozen])).toEqual([
      [2, 0, false],
      [1, 1, true],
    ]);
    expect(templates[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is staff with access:manage only', async () => {
    const user = await buildStaffUser(t.database.db, { org: f.org, scopes: ['statuspage:edit'] });
    const editor = await signInAs(t.app, user.user.email, user.password);
    expect((await call('GET', '/api/admin/access/nda-templates', editor)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/access/nda-templates', editor, { title: 'x', body: 'y' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/access/nda-templates', cookie)).statusCode).toBe(401);
  });
});
