/**
 * Questionnaires, the TPRM token and comments (issue 11 §4, §5; staff-content.md §2, §6, §7, §9;
 * visitor-portal.md §2 'Comments'): members of an account in account-external mode only, their
 * own account only; bad input refused with nothing stored; staff answer and each side is mailed.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@candor/domain';
import { TINY_PDF } from '../../db/factories.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import type { AccountMemberRow, AccountRow } from '../../db/rows.js';
import {
  auditLog,
  comments,
  mailOutbox,
  orgFeatures,
  portalCustomizations,
  questionnaires,
} from '../../db/schema/index.js';
import { verifyTprmToken } from '../../services/conversations/tprmTokens.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { getFollowing } from '../../testing/fileDownloads.js';
import { multipartFile } from '../../testing/multipart.js';
import { buildPortalFixture, type PortalFixture } from '../../testing/portalFixture.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { signInAs, TEST_BASE_URL, testConfig, useTestApp } from '../../testing/testApp.js';

const t = useTestApp({ config: { filesEncryptionKey: randomBytes(32) } });
let f: PortalFixture;
let account: AccountRow;
let member: AccountMemberRow;
let cookie: string;
let otherAccount: AccountRow;
let otherCookie: string;
let staff: string;

const host = new URL(TEST_BASE_URL).host;
const headers = (cookieHeader?: string, extra: Record<string, string> = {}) => ({
  host,
  origin: TEST_BASE_URL,
  ...(cookieHeader ? { cookie: cookieHeader } : {}),
  ...extra,
});
const get = (url: string, cookieHeader?: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(cookieHeader) });
const PDF = Buffer.concat([TINY_PDF, Buffer.from('% Vendor security questionnaire\n')]);

beforeAll(async () => {
  const db = t.database.db;
  f = await buildPortalFixture(db, t.appFileStore);
  ({ account, member, cookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
    member: { email: 'gina@globex.example', firstName: 'Gina', lastName: 'Globex' },
  }));
  ({ account: otherAccount, cookie: otherCookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Initrode' },
  }));
  await db
    .update(portalCustomizations)
    .set({ accessRequestsMailbox: 'requests@acme.example' })
    .where(eq(portalCustomizations.orgId, f.org.id));
  staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const commentCount = async () => (await t.database.db.select().from(comments)).length;
const questionnaireCount = async () => (await t.database.db.select().from(questionnaires)).length;

describe('comments', () => {
  const query = (accountId: string, itemUid?: string) =>
    `accountId=${accountId}&productId=${f.product.id}${itemUid ? `&itemUid=${itemUid}` : ''}`;
  const post = (
    content: string,
    options: { as?: string; accountId?: string; itemUid?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/acme/api/comments?${query(options.accountId ?? account.id)}`,
      headers: headers(options.as ?? cookie),
      payload: {
        itemUid: options.itemUid ?? f.items.restrictedItem.uid,
        productId: f.product.id,
        content,
      },
    });
  const list = (as: string, accountId = account.id, itemUid = f.items.restrictedItem.uid) =>
    get(`/acme/api/comments?${query(accountId, itemUid)}`, as);

  it('starts empty, stores the trimmed text, lists it and mails the access-requests mailbox', async () => {
    expect((await list(cookie)).json()).toEqual([]);
    const response = await post('  Is the <b>pentest</b> yearly?\nThanks  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: 'Is the <b>pentest</b> yearly?\nThanks',
      itemUid: f.items.restrictedItem.uid,
      member: { name: 'Gina Globex', email: 'gina@globex.example' },
      orgMem: null,
    });
    const listed = await list(cookie);
    expect(listed.json()).toHaveLength(1);
    const [mail] = await mailsTo('requests@acme.example');
    expect(mail?.subject).toBe('Globex commented on Penetration test');
    expect(mail?.text).toContain('Is the <b>pentest</b> yearly?');
  });

  it('keeps another account out of the thread: it sees its own, empty one', async () => {
    const response = await list(otherCookie, otherAccount.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a visitor, staff and a member naming another account, storing nothing', async () => {
    const before = await commentCount();
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/acme/api/comments?${query(account.id)}`,
      headers: headers(),
      payload: { itemUid: f.items.publicItem.uid, productId: f.product.id, content: 'hi' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await post('hi', { as: staff })).statusCode).toBe(403);
    // The other account's member naming this account is not in account-external mode for it.
    expect((await post('hi', { as: otherCookie })).statusCode).toBe(403);
    expect((await list(otherCookie)).statusCode).toBe(403);
    expect(await commentCount()).toBe(before);
  });

  it('answers 404 for an item the member cannot see or that does not exist, storing nothing', async () => {
    const before = await commentCount();
    const hidden = await post('hello', { itemUid: f.items.hiddenCardItem.uid });
    expect(hidden.statusCode).toBe(404);
    expect(errorBodyOf(hidden).message).toBe(CONVERSATION_MESSAGES.itemNotFound);
    expect((await post('hello', { itemUid: 'no-such-item' })).statusCode).toBe(404);
    // Another product's item under this product is not found either.
    expect((await post('hello', { itemUid: f.items.mobileItem.uid })).statusCode).toBe(404);
    expect(await commentCount()).toBe(before);
  });

  it('refuses an empty text and one over the limit with a clear message', async () => {
    const before = await commentCount();
    const empty = await post('   \n  ');
    expect(empty.statusCode).toBe(400);
    const long = await post('x'.repeat(CONVERSATION_LIMITS.commentMaxLength + 1));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(CONVERSATION_MESSAGES.commentTooLong);
    expect(await commentCount()).toBe(before);
  });

  it('lets staff list the thread and reply; the member reads the reply and is mailed', async () => {
    const threads = await get('/api/admin/conversations', staff);
    expect(threads.statusCode).toBe(200);
    expect(threads.json<{ threads: unknown[] }>().threads[0]).toMatchObject({
      accountName: 'Globex',
      itemTitle: 'Penetration test',
      lastFromStaff: false,
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${account.id}/${f.items.restrictedItem.uid}`,
      headers: headers(staff),
      payload: { content: 'Yes, every year.' },
    });
    expect(reply.statusCode).toBe(200);
    const thread = (await list(cookie)).json<{ orgMem: { displayName: string } | null }[]>();
    expect(thread.at(-1)).toMatchObject({
      content: 'Yes, every year.',
      orgMem: { displayName: 'Ada Admin' },
    });
    const [mail] = await mailsTo('gina@globex.example');
    expect(mail?.subject).toBe('Acme Corp replied on Penetration test');
    expect(mail?.text).toContain(`accountId=${account.id}`);
    // Staff cannot reply in a thread that does not exist.
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${otherAccount.id}/${f.items.restrictedItem.uid}`,
      headers: headers(staff),
      payload: { content: 'Hello?' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('keeps a member who commented: staff may revoke them, not delete them', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/access/accounts/${account.id}/members/${member.id}`,
      headers: headers(staff),
    });
    expect(response.statusCode).toBe(409);
    expect(await commentCount()).toBeGreaterThan(0);
  });

  it('refuses comments when the organisation turned them off', async () => {
    await t.database.db
      .update(portalCustomizations)
      .set({ commentsEnabled: false })
      .where(eq(portalCustomizations.orgId, f.org.id));
    const before = await commentCount();
    expect((await post('still there?')).statusCode).toBe(403);
    expect(await commentCount()).toBe(before);
    await t.database.db
      .update(portalCustomizations)
      .set({ commentsEnabled: true })
      .where(eq(portalCustomizations.orgId, f.org.id));
  });
});

describe('questionnaires', () => {
  const base = (accountId: string) => `/api/statuspage/share/${accountId}/external/questionnaires`;
  const upload = (
    bytes: Buffer,
    filename: string,
    contentType: string,
    as = cookie,
    accountId = account.id,
  ) => {
    const body = multipartFile(bytes, { filename, contentType });
    return t.app.inject({
      method: 'POST',
      url: `${base(accountId)}?productId=${f.product.id}`,
      headers: headers(as, body.headers),
      payload: body.payload,
    });
  };

  it('takes a file, stores it encrypted and tells staff', async () => {
    const response = await upload(PDF, 'Vendor questionnaire.pdf', 'application/pdf');
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string; message: string }>();
    expect(created.message).toBe('Questionnaire submitted successfully');
    const [row] = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, created.id));
    expect(row).toMatchObject({ status: 'submitted', accountId: account.id, link: null });
    const onDisk = await t.fileStore.get(row!.file!.storageKey);
    expect(onDisk).not.toBeNull();
    expect(onDisk!.includes(Buffer.from('Vendor security questionnaire'))).toBe(false);
    const mails = await mailsTo('requests@acme.example');
    expect(mails.map((mail) => mail.subject)).toContain('Globex submitted a questionnaire');
  });

  it('refuses a file that is not what its name says (415) and stores nothing', async () => {
    const before = await questionnaireCount();
    const response = await upload(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'questionnaire.pdf',
      'application/pdf',
    );
    expect(response.statusCode).toBe(415);
    expect(await questionnaireCount()).toBe(before);
  });

  it('takes an https link and refuses anything else', async () => {
    const good = await t.app.inject({
      method: 'POST',
      url: `${base(account.id)}/link`,
      headers: headers(cookie),
      payload: { link: 'https://forms.globex.example/q/42' },
    });
    expect(good.statusCode).toBe(201);
    const before = await questionnaireCount();
    for (const link of ['http://forms.globex.example/q', 'javascript:alert(1)']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `${base(account.id)}/link`,
        headers: headers(cookie),
        payload: { link },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(await questionnaireCount()).toBe(before);
  });

  it("refuses visitors (401), another account's member (403) and a switched-off setting", async () => {
    const before = await questionnaireCount();
    expect((await upload(PDF, 'q.pdf', 'application/pdf', '')).statusCode).toBe(401);
    expect((await upload(PDF, 'q.pdf', 'application/pdf', otherCookie)).statusCode).toBe(403);
    await t.database.db
      .update(portalCustomizations)
      .set({ questionnairesEnabled: false })
      .where(eq(portalCustomizations.orgId, f.org.id));
    const off = await upload(PDF, 'q.pdf', 'application/pdf');
    expect(off.statusCode).toBe(403);
    expect(errorBodyOf(off).message).toBe(CONVERSATION_MESSAGES.questionnairesOff);
    await t.database.db
      .update(portalCustomizations)
      .set({ questionnairesEnabled: true })
      .where(eq(portalCustomizations.orgId, f.org.id));
    expect(await questionnaireCount()).toBe(before);
  });

  it('shows staff the queue; they answer with a file; the member is mailed and downloads it', async () => {
    const queue = await get('/api/admin/questionnaires', staff);
    expect(queue.statusCode).toBe(200);
    const rows = queue.json<{ questionnaires: unknown[] }>().questionnaires as {
      id: string;
      fileName: string | null;
      fileUrl: string | null;
    }[];
    const filed = rows.find((row) => row.fileName === 'Vendor questionnaire.pdf')!;
    const submittedBytes = await get(filed.fileUrl!, staff);
    expect(submittedBytes.rawPayload.equals(PDF)).toBe(true);

    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/questionnaires/${filed.id}`,
      headers: headers(staff),
      payload: { status: 'in_progress' },
    });
    expect(status.statusCode).toBe(200);

    const answer = multipartFile(PDF, { filename: 'Answers.pdf', contentType: 'application/pdf' });
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questionnaires/${filed.id}/answer`,
      headers: headers(staff, answer.headers),
      payload: answer.payload,
    });
    expect(answered.statusCode).toBe(200);
    const mails = await mailsTo('gina@globex.example');
    expect(mails.map((mail) => mail.subject)).toContain('Acme Corp answered your questionnaire');

    const mine = await get(base(account.id), cookie);
    const entry = (
      mine.json<{ questionnaires: unknown[] }>().questionnaires as {
        id: string;
        status: string;
        answerUrl: string | null;
      }[]
    ).find((q) => q.id === filed.id)!;
    expect(entry.status).toBe('answered');
    const download = await getFollowing(
      t.app,
      `${base(account.id)}/${filed.id}/answer`,
      headers(cookie),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('Answers.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // The other account's member gets neither the list nor the answer.
    expect((await get(`${base(account.id)}/${filed.id}/answer`, otherCookie)).statusCode).toBe(403);
    expect((await get(`${base(otherAccount.id)}/${filed.id}/answer`, otherCookie)).statusCode).toBe(
      404,
    );
    // A changed signed link is refused.
    const tampered = await get(`${entry.answerUrl!}x`);
    expect(tampered.statusCode).toBe(403);
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityId, filed.id)));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'questionnaire.submitted',
        'questionnaire.status_changed',
        'questionnaire.answered',
      ]),
    );
  });
});

describe('TPRM token', () => {
  const jwtUrl = (accountId: string, partnerId: string) =>
    `/api/statuspage/share/${accountId}/external/${partnerId}/jwt`;

  it("issues a signed, expiring token scoped to the member's account and partner", async () => {
    const response = await get(jwtUrl(account.id, 'onetrust'), cookie);
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: string }>();
    const claims = decodeJwt(result);
    expect(claims).toMatchObject({
      org: f.org.id,
      account: account.id,
      partner: 'onetrust',
      products: [f.product.id],
    });
    expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
    expect(typeof claims.jti).toBe('string');
    const secret = testConfig().sessionSecret;
    expect(await verifyTprmToken(f.org.id, result, { secret })).toMatchObject({
      account: account.id,
    });
    // Not another organisation's, not after a day, not with another key.
    expect(
      await verifyTprmToken('00000000-0000-4000-8000-000000000000', result, { secret }),
    ).toBeNull();
    expect(
      await verifyTprmToken(f.org.id, result, {
        secret,
        now: new Date(Date.now() + 25 * 3600 * 1000),
      }),
    ).toBeNull();
    expect(
      await verifyTprmToken(f.org.id, result, { secret: 'another secret of enough length!!' }),
    ).toBeNull();
  });

  it("refuses another account's id, a visitor, an unknown partner and a plan without the feature", async () => {
    expect((await get(jwtUrl(account.id, 'onetrust'), otherCookie)).statusCode).toBe(403);
    expect((await get(jwtUrl(account.id, 'onetrust'))).statusCode).toBe(401);
    expect((await get(jwtUrl(account.id, 'nobody'), cookie)).statusCode).toBe(404);
    await t.database.db
      .insert(orgFeatures)
      .values({ orgId: f.org.id, plan: 'starter' })
      .onConflictDoUpdate({ target: orgFeatures.orgId, set: { plan: 'starter' } });
    const refused = await get(jwtUrl(account.id, 'onetrust'), cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorBodyOf(refused).message).toBe(CONVERSATION_MESSAGES.tprmUnavailable);
    await t.database.db
      .update(orgFeatures)
      .set({ plan: 'self_hosted' })
      .where(eq(orgFeatures.orgId, f.org.id));
  });
});
