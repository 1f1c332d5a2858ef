/**
 * Issue 23, "Forgot password?": the same answer for every e-mail, a mailed link (over real SMTP)
 * that works once for 30 minutes, signs the user out everywhere and signs no one in, limits per
 * address and per e-mail, and the audit rows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../db/audit.js';
import { buildAccount, buildAccountMember, buildStaffUser } from '../db/factories.js';
import { auditLog, jobs, mailOutbox, sessions, staffPasswordTokens } from '../db/schema/index.js';
import { PASSWORD_RESET_QUEUE } from '../services/staff/passwordReset.js';
import { adminApi } from '../testing/adminApi.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { useMailingPortalTestApp } from '../testing/portalTestApp.js';
import { BROWSER, signInAs, TEST_BASE_URL } from '../testing/testApp.js';

const { t, f, smtp } = useMailingPortalTestApp();
const api = adminApi(() => t.app);
const db = () => t.database.db;

const REQUESTED =
  'If this e-mail belongs to a staff account, we have sent it a link to choose a new password. ' +
  'The link works once, for 30 minutes.';

let addresses = 0;
/** Each call from an address of its own, unless told: the per-address limit stays out of the way. */
const forgot = (email: string, remoteAddress = `10.23.0.${++addresses}`) =>
  api.post('/forgot-password', { email }, undefined, { remoteAddress });

/** The browser's form post. */
const forgotForm = (email: string, remoteAddress = `10.24.0.${++addresses}`) =>
  t.app.inject({
    method: 'POST',
    url: '/forgot-password',
    remoteAddress,
    headers: {
      ...BROWSER,
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_BASE_URL,
      host: new URL(TEST_BASE_URL).host,
    },
    payload: new URLSearchParams({ email }).toString(),
  });

const setPassword = (token: string, password: string) =>
  api.post('/api/auth/set-password', { token, password });

/** Until the reset jobs queued so far have run. */
async function resetJobsDone(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const pending = await db().$count(
      jobs,
      and(eq(jobs.queue, PASSWORD_RESET_QUEUE), inArray(jobs.status, ['queued', 'running'])),
    );
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the reset jobs did not run');
}

/** The token of the newest reset link mailed to `email`, as the recipient received it. */
async function mailedResetToken(email: string, count = 1): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const mails = smtp.received.filter((mail) => mail.envelopeTo.includes(email));
    if (mails.length >= count) {
      const text = mails.at(-1)!.parsed.text ?? '';
      const token = /\/set-password\?token=([A-Za-z0-9_-]{43})&reset=1/.exec(text)?.[1];
      if (!token) throw new Error(`no reset link in: ${text}`);
      return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${email}`);
}

const auditsOf = (action: string, entityId?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, entityId) : undefined),
    );

describe('POST /forgot-password', () => {
  it('answers the same for a staff e-mail, an unknown one and a member’s; only staff get a mail', async () => {
    const staff = await buildStaffUser(db(), { org: f.org, email: 'same-answer@acme.example' });
    const account = await buildAccount(db(), { org: f.org });
    const member = await buildAccountMember(db(), { account, email: 'member@customer.example' });
    const emails = [staff.user.email, 'nobody@acme.example', member.email];

    const json = await Promise.all(emails.map((email) => forgot(email)));
    for (const response of json) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(json[0]!.body);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(json[0]!.json()).toEqual({ ok: true, message: REQUESTED });

    const forms = await Promise.all(emails.map((email) => forgotForm(email)));
    for (const response of forms) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/forgot-password?sent=1');
      expect(response.body).toBe(forms[0]!.body);
    }
    const answer = await t.app.inject({
      method: 'GET',
      url: '/forgot-password?sent=1',
      headers: BROWSER,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(REQUESTED);

    await resetJobsDone();
    await mailedResetToken(staff.user.email, 2);
    const recipients = smtp.received.flatMap((mail) => mail.envelopeTo);
    expect(recipients.filter((to) => to === staff.user.email)).toHaveLength(2);
    expect(recipients).not.toContain('nobody@acme.example');
    expect(recipients).not.toContain(member.email);
    const [outboxed] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, staff.user.email));
    expect(outboxed!.subject).toBe("Reset your password for Acme Corp's Trust Center");
    // The outbox (Sent mail) keeps the link redacted, like an invitation's.
    expect(outboxed!.text).toContain('/set-password?token=[redacted-secret-1]&reset=1');

    // Audited for the staff member only, by the reset job, with the requester's address.
    const requested = await auditsOf('staff.password_reset.requested');
    expect(requested.map((row) => row.entityId)).toEqual([staff.user.id, staff.user.id]);
    expect(requested[0]).toMatchObject({
      orgId: f.org.id,
      actorType: 'system',
      actorId: 'password-reset',
    });
    expect(requested[0]!.ip).toMatch(/^10\.2[34]\.0\./);
    // The e-mails typed do not stay in the queue.
    const done = await db().select().from(jobs).where(eq(jobs.queue, PASSWORD_RESET_QUEUE));
    expect(done.map((job) => job.payload)).toEqual(done.map(() => ({})));
  });

  it('refuses a malformed e-mail with 400, and shows the form again to a browser', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe('This email is invalid');
    const page = await forgotForm('not-an-email');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This email is invalid');
    expect(page.body).toContain('value="not-an-email"');
  });

  it('limits requests per e-mail across addresses and per address across e-mails (429)', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot('limited@acme.example')).statusCode).toBe(200);
    const perEmail = await forgot('limited@acme.example');
    expect(perEmail.statusCode).toBe(429);
    expect(errorBodyOf(perEmail).message).toBe(
      'Too many password reset requests. Please wait a few minutes and try again.',
    );
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 10; i++) {
      expect((await forgot(`flood-${i}@acme.example`, '10.25.0.1')).statusCode).toBe(200);
    }
    expect((await forgot('one-more@acme.example', '10.25.0.1')).statusCode).toBe(429);
    const page = await forgotForm('one-more@acme.example', '10.25.0.1');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many password reset requests.');
    await resetJobsDone();
  });
});

describe('the reset link', () => {
  it('sets the password once, ends every session of the user and signs no one in; audited', async () => {
    const staff = await buildStaffUser(db(), { org: f.org, email: 'resetting@acme.example' });
    const first = await signInAs(t.app, staff.user.email, staff.password);
    await signInAs(t.app, staff.user.email, staff.password);
    expect((await api.get('/api/admin/staff', first)).statusCode).toBe(200);

    expect((await forgot(staff.user.email)).statusCode).toBe(200);
    const token = await mailedResetToken(staff.user.email);
    const [row] = await db()
      .select()
      .from(staffPasswordTokens)
      .where(eq(staffPasswordTokens.staffUserId, staff.user.id));
    expect(row!.purpose).toBe('reset');
    expect(+row!.expiresAt - +row!.createdAt).toBeGreaterThan(29.9 * 60_000);
    expect(+row!.expiresAt - +row!.createdAt).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const page = await t.app.inject({
      method: 'GET',
      url: `/set-password?token=${token}&reset=1`,
      headers: BROWSER,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');

    const set = await setPassword(token, 'a brand new password');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ ok: true, next: '/login', signedIn: false });
    expect(set.cookies.find((c) => c.name === 'candor_session')).toBeUndefined();

    // Signed out everywhere: no session row is left, the old cookie opens nothing.
    expect(await db().$count(sessions, eq(sessions.staffUserId, staff.user.id))).toBe(0);
    expect((await api.get('/api/admin/staff', first)).statusCode).toBe(401);
    await expect(signInAs(t.app, staff.user.email, staff.password)).rejects.toThrow(/401/);
    expect(await signInAs(t.app, staff.user.email, 'a brand new password')).toMatch(
      /^candor_session=/,
    );

    const again = await setPassword(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(await auditsOf('staff.password_reset.completed', staff.user.id)).toMatchObject([
      { actorType: 'staff', actorId: staff.user.id, after: { sessionsEnded: 2 } },
    ]);
    expect(await verifyAuditChain(db(), f.org.id)).toMatchObject({ ok: true });
  });

  it('stops working after 30 minutes, and when a newer link is requested', async () => {
    const staff = await buildStaffUser(db(), { org: f.org, email: 'expiring@acme.example' });
    expect((await forgot(staff.user.email)).statusCode).toBe(200);
    const older = await mailedResetToken(staff.user.email, 1);
    expect((await forgot(staff.user.email)).statusCode).toBe(200);
    const newer = await mailedResetToken(staff.user.email, 2);
    expect(newer).not.toBe(older);
    expect((await setPassword(older, 'a brand new password')).statusCode).toBe(400);

    // Thirty minutes on: the row's expiry is what the check reads.
    await db()
      .update(staffPasswordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordTokens.staffUserId, staff.user.id));
    const late = await setPassword(newer, 'a brand new password');
    expect(late.statusCode).toBe(400);
    expect(await signInAs(t.app, staff.user.email, staff.password)).toMatch(/^candor_session=/);
    expect(await auditsOf('staff.password_reset.completed', staff.user.id)).toEqual([]);
  });
});
