import { ROLE_PRESETS } from '@candor/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../db/audit.js';
import { buildOrg, buildStaffUser, type BuiltOrg } from '../../db/factories.js';
import {
  accessRequests,
  auditLog,
  jobs,
  mailOutbox,
  staffPasswordTokens,
  staffUsers,
} from '../../db/schema/index.js';
import { secretsOfPayload } from '../../mail/mailSecrets.js';
import { adminApi } from '../../testing/adminApi.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';

// No worker: the invitations stay in the outbox, where the test reads their links.
const t = useTestApp({ jobWorker: false });
const api = adminApi(() => t.app);

let acme: BuiltOrg;
let adminId: string;
let adminCookie: string;
let editorCookie: string;
beforeAll(async () => {
  acme = await buildOrg(t.database.db, { name: 'Acme Cloud' });
  const admin = await buildStaffUser(t.database.db, {
    org: acme.org,
    email: 'admin@acme.test',
    displayName: 'Ada Admin',
    scopes: ['staff:manage', 'statuspage:edit', 'installation:admin'],
  });
  adminId = admin.user.id;
  adminCookie = await signInAs(t.app, admin.user.email, admin.password);
  const editor = await buildStaffUser(t.database.db, {
    org: acme.org,
    scopes: ['statuspage:edit'],
  });
  editorCookie = await signInAs(t.app, editor.user.email, editor.password);
});

const db = () => t.database.db;
const staffCount = async () => db().$count(staffUsers, eq(staffUsers.orgId, acme.org.id));
const staffAudits = () =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, acme.org.id), eq(auditLog.entityType, 'staff_user')))
    .orderBy(asc(auditLog.id));
/**
 * The set-password token of the newest invitation mailed to `email`: the outbox shows the link
 * redacted, the queued mail job holds the token for the send.
 */
async function mailedToken(email: string): Promise<string> {
  const [newest] = await db()
    .select({ text: mailOutbox.text, payload: jobs.payload })
    .from(mailOutbox)
    .innerJoin(jobs, eq(jobs.idempotencyKey, mailOutbox.idempotencyKey))
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  expect(newest?.text).toContain('set-password?token=[redacted-secret-1]');
  const [token] = secretsOfPayload(newest?.payload ?? {});
  if (!token) throw new Error(`no link in the mail to ${email}`);
  return token;
}
const ROLE_REQUIRED = 'Choose a role: Admin, Editor, Access manager or Viewer.';
const invite = (body: unknown, cookie = adminCookie) => api.post('/api/admin/staff', body, cookie);
const setPassword = (token: string, password: string, remoteAddress?: string) =>
  api.post('/api/auth/set-password', { token, password }, undefined, { remoteAddress });

describe('GET /api/admin/staff', () => {
  it('lists the organisation’s staff and the grantable scopes, never installation:admin', async () => {
    const other = await buildOrg(db());
    await buildStaffUser(db(), { org: other.org, email: 'someone@other.test' });
    const response = await api.get('/api/admin/staff', adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      staff: { email: string; status: string; scopes: string[] }[];
      scopes: { scope: string; label: string }[];
    }>();
    expect(body.staff.map((s) => s.email)).toContain('admin@acme.test');
    expect(body.staff.map((s) => s.email)).not.toContain('someone@other.test');
    expect(body.staff.find((s) => s.email === 'admin@acme.test')).toMatchObject({
      status: 'active',
      // The operator's power is never a stored scope (staff_users.is_operator holds it).
      scopes: ['staff:manage', 'statuspage:edit'],
    });
    expect(body.scopes.map((s) => s.scope)).toContain('staff:manage');
    expect(body.scopes.map((s) => s.scope)).not.toContain('installation:admin');
  });

  it('is refused without staff:manage (403) or without a session (401)', async () => {
    expect((await api.get('/api/admin/staff', editorCookie)).statusCode).toBe(403);
    expect((await api.get('/api/admin/staff')).statusCode).toBe(401);
  });
});

describe('inviting staff and setting the password', () => {
  it('invites with a mailed link; the link sets the password once and signs the user in', async () => {
    const response = await invite({
      email: ' Dana@Customer.Example ',
      displayName: 'Dana Doe',
      role: 'access_manager',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { staff, message } = response.json<{
      staff: { id: string; email: string; status: string; scopes: string[] };
      message: string;
    }>();
    expect(message).toBe('Invitation sent');
    expect(staff).toMatchObject({
      email: 'dana@customer.example',
      status: 'invited',
      scopes: ['access:manage', 'files:view'],
    });
    expect((await staffAudits()).at(-1)).toMatchObject({
      action: 'staff.invited',
      entityId: staff.id,
      actorId: adminId,
      after: { role: 'access_manager', scopes: ['access:manage', 'files:view'] },
    });

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'dana@customer.example'));
    expect(mail!.subject).toBe("You are invited to manage Acme Cloud's Trust Center");
    expect(mail!.text).toContain('Ada Admin invited you');
    const token = await mailedToken('dana@customer.example');
    // Only the token's hash is stored, and it expires in seven days.
    const [stored] = await db()
      .select()
      .from(staffPasswordTokens)
      .where(eq(staffPasswordTokens.staffUserId, staff.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (+stored!.expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Invited, nobody can sign in as them yet.
    const early = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'dana@customer.example', password: '!invited' },
    });
    expect(early.statusCode).toBe(401);

    const page = await t.app.inject({ method: 'GET', url: `/set-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Set your password');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const set = await setPassword(token, 'a long new password');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ ok: true, next: `/${acme.org.slug}`, signedIn: true });
    const cookie = set.cookies.find((c) => c.name === 'candor_session');
    expect(cookie?.httpOnly).toBe(true);
    // Signed in: the login page sends them on.
    const login = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: `candor_session=${cookie!.value}` },
    });
    expect(login.statusCode).toBe(302);

    const again = await setPassword(token, 'another password');
    expect(again.statusCode).toBe(400);
    expect(errorBodyOf(again).message).toBe(
      'This link is invalid or has expired. Ask for a new invitation.',
    );
    expect(await signInAs(t.app, 'dana@customer.example', 'a long new password')).toMatch(
      /^candor_session=/,
    );
    const listed = (await api.get('/api/admin/staff', adminCookie)).json<{
      staff: { email: string; status: string }[];
    }>();
    expect(listed.staff.find((s) => s.email === 'dana@customer.example')?.status).toBe('active');
    expect(await verifyAuditChain(db(), acme.org.id)).toMatchObject({ ok: true });
  });

  it.each(ROLE_PRESETS.map((preset) => [preset.id, preset.scopes] as const))(
    'grants the %s role its scopes and names the role in the audit row',
    async (role, scopes) => {
      const email = `role-${role}@acme.test`;
      const response = await invite({ email, displayName: 'New Member', role });
      expect(response.statusCode, response.body).toBe(201);
      const { staff } = response.json<{ staff: { id: string; scopes: string[] } }>();
      expect(staff.scopes).toEqual(scopes);
      const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, staff.id));
      expect(row!.scopes).toEqual(scopes);
      expect((await staffAudits()).at(-1)).toMatchObject({
        action: 'staff.invited',
        entityId: staff.id,
        after: { email, role, scopes },
      });
    },
  );

  it.each([
    [{ email: 5, displayName: 'X', role: 'viewer' }, 'You must provide an email.'],
    [{ email: 'not-an-email', displayName: 'X', role: 'viewer' }, 'This email is invalid'],
    [
      { email: 'x@y.test', displayName: 'x'.repeat(101), role: 'viewer' },
      'The name must be at most 100 characters.',
    ],
    [{ email: 'x@y.test', displayName: '  ', role: 'viewer' }, 'You must provide a name.'],
    [{ email: 'x@y.test', displayName: 'X' }, ROLE_REQUIRED],
    [{ email: 'x@y.test', displayName: 'X', scopes: ['staff:manage'] }, ROLE_REQUIRED],
    [{ email: 'x@y.test', displayName: 'X', role: 'root' }, ROLE_REQUIRED],
    [{ email: 'x@y.test', displayName: 'X', role: 'installation:admin' }, ROLE_REQUIRED],
  ])('refuses %j with 400 and creates no one', async (body, message) => {
    const before = await staffCount();
    const response = await invite(body);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    if (message === ROLE_REQUIRED) {
      expect(errorBodyOf(response).errors).toEqual([{ path: 'role', message }]);
    }
    expect(await staffCount()).toBe(before);
  });

  it('refuses an e-mail already used by staff of any organisation (409), and users without staff:manage (403)', async () => {
    const before = await staffCount();
    const taken = await invite({ email: 'someone@other.test', displayName: 'X', role: 'viewer' });
    expect(taken.statusCode).toBe(409);
    expect(errorBodyOf(taken).message).toBe('A staff user with this email already exists.');
    const forbidden = await invite(
      { email: 'new@acme.test', displayName: 'X', role: 'admin' },
      editorCookie,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await staffCount()).toBe(before);
    expect(await db().$count(mailOutbox, eq(mailOutbox.toAddress, 'new@acme.test'))).toBe(0);
  });
});

describe('POST /api/auth/set-password', () => {
  it('refuses a made-up, malformed or expired link', async () => {
    const invited = await invite({ email: 'late@acme.test', displayName: 'Late', role: 'viewer' });
    const token = await mailedToken('late@acme.test');
    await db()
      .update(staffPasswordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(staffPasswordTokens.staffUserId, invited.json<{ staff: { id: string } }>().staff.id),
      );
    for (const candidate of [token, 'A'.repeat(43), 'short', '<script>']) {
      const response = await setPassword(candidate, 'a long new password', '10.9.0.1');
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe(
        'This link is invalid or has expired. Ask for a new invitation.',
      );
    }
    const weak = await setPassword(token, 'short', '10.9.0.1');
    expect(errorBodyOf(weak).message).toBe('The password must be at least 8 characters.');
  });

  it('limits attempts per address like sign-in (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 21; i++) {
      const response = await setPassword(`${'B'.repeat(42)}${i % 10}`, 'password!', '10.9.0.2');
      statuses.push(response.statusCode);
      retryAfter = response.headers['retry-after'];
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('PATCH /api/admin/staff/{id}', () => {
  it('changes the scopes (audited), leaving the operator the operator, which it never grants', async () => {
    const target = await buildStaffUser(db(), { org: acme.org, scopes: ['installation:admin'] });
    const response = await api.patch(
      `/api/admin/staff/${target.user.id}`,
      { scopes: ['audit:view'], displayName: 'Renamed' },
      adminCookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      staff: { displayName: 'Renamed', scopes: ['audit:view'] },
    });
    expect((await staffAudits()).at(-1)).toMatchObject({
      action: 'staff.updated',
      before: { scopes: [] },
      after: { scopes: ['audit:view'] },
    });
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, target.user.id));
    expect(row!.isOperator).toBe(true);
    const grant = await api.patch(
      `/api/admin/staff/${target.user.id}`,
      { scopes: ['installation:admin'] },
      adminCookie,
    );
    expect(grant.statusCode).toBe(400);
  });

  it('never lets the last holder of staff:manage lose it', async () => {
    const org = await buildOrg(db());
    const only = await buildStaffUser(db(), { org: org.org, scopes: ['staff:manage'] });
    const cookie = await signInAs(t.app, only.user.email, only.password);
    const response = await api.patch(`/api/admin/staff/${only.user.id}`, { scopes: [] }, cookie);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).message).toBe(
      'At least one staff user must keep the permission to manage staff.',
    );
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, only.user.id));
    expect(row!.scopes).toEqual(['staff:manage']);
  });

  it("answers 404 for another organisation's staff and 400 for a bad id or body, changing nothing", async () => {
    const other = await buildOrg(db());
    const theirs = await buildStaffUser(db(), { org: other.org, scopes: ['files:view'] });
    const foreign = await api.patch(
      `/api/admin/staff/${theirs.user.id}`,
      { scopes: [] },
      adminCookie,
    );
    expect(foreign.statusCode).toBe(404);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, theirs.user.id));
    expect(row!.scopes).toEqual(['files:view']);
    expect((await api.patch('/api/admin/staff/not-a-uuid', {}, adminCookie)).statusCode).toBe(400);
    const wrongType = await api.patch(
      `/api/admin/staff/${adminId}`,
      { displayName: 7 },
      adminCookie,
    );
    expect(wrongType.statusCode).toBe(400);
    expect((await api.patch(`/api/admin/staff/${adminId}`, {}, editorCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/staff/{id}/invite', () => {
  it('mails a new link and retires the old one; an active user gets none', async () => {
    const invited = await invite({
      email: 'again@acme.test',
      displayName: 'Again',
      role: 'viewer',
    });
    const id = invited.json<{ staff: { id: string } }>().staff.id;
    const first = await mailedToken('again@acme.test');
    const resent = await api.post(`/api/admin/staff/${id}/invite`, undefined, adminCookie);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: 'Invitation sent again' });
    expect(await db().$count(mailOutbox, eq(mailOutbox.toAddress, 'again@acme.test'))).toBe(2);
    const second = await mailedToken('again@acme.test');
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'a long new password', '10.9.0.3')).statusCode).toBe(400);
    expect((await setPassword(second, 'a long new password', '10.9.0.3')).statusCode).toBe(200);

    const active = await api.post(`/api/admin/staff/${id}/invite`, undefined, adminCookie);
    expect(active.statusCode).toBe(409);
    expect(errorBodyOf(active).message).toBe('This staff user has already set a password.');
    expect(
      (await api.post(`/api/admin/staff/${id}/invite`, undefined, editorCookie)).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/admin/staff/{id}', () => {
  it('removes a staff member and ends their sessions', async () => {
    const leaver = await buildStaffUser(db(), { org: acme.org, scopes: ['staff:manage'] });
    const leaverCookie = await signInAs(t.app, leaver.user.email, leaver.password);
    expect((await api.get('/api/admin/staff', leaverCookie)).statusCode).toBe(200);
    const response = await api.delete(`/api/admin/staff/${leaver.user.id}`, adminCookie);
    expect(response.statusCode, response.body).toBe(204);
    expect((await api.get('/api/admin/staff', leaverCookie)).statusCode).toBe(401);
    expect(await db().$count(staffUsers, eq(staffUsers.id, leaver.user.id))).toBe(0);
    expect((await staffAudits()).at(-1)).toMatchObject({
      action: 'staff.removed',
      entityId: leaver.user.id,
      after: { outcome: 'deleted' },
    });
  });

  it('revokes, instead of deleting, someone whom records name: no scopes, no sign-in, not listed', async () => {
    const decider = await buildStaffUser(db(), { org: acme.org, scopes: ['access:manage'] });
    await db().insert(accessRequests).values({
      orgId: acme.org.id,
      productId: acme.product.id,
      email: 'visitor@customer.test',
      firstName: 'Vi',
      lastName: 'Sitor',
      companyName: 'Customer',
      status: 'approved',
      decisionSource: 'staff',
      decidedAt: new Date(),
      decidedByStaffId: decider.user.id,
    });
    const response = await api.delete(`/api/admin/staff/${decider.user.id}`, adminCookie);
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, decider.user.id));
    expect(row!.scopes).toEqual([]);
    await expect(signInAs(t.app, decider.user.email, decider.password)).rejects.toThrow(/401/);
    const listed = (await api.get('/api/admin/staff', adminCookie)).json<{
      staff: { id: string }[];
    }>();
    expect(listed.staff.map((s) => s.id)).not.toContain(decider.user.id);
    expect((await staffAudits()).at(-1)).toMatchObject({
      action: 'staff.removed',
      after: { outcome: 'revoked' },
    });
  });

  it('never removes yourself, another organisation’s staff, or for someone without staff:manage', async () => {
    const self = await api.delete(`/api/admin/staff/${adminId}`, adminCookie);
    expect(self.statusCode).toBe(409);
    expect(errorBodyOf(self).message).toBe('You cannot remove yourself.');
    const other = await buildOrg(db());
    const theirs = await buildStaffUser(db(), { org: other.org });
    expect((await api.delete(`/api/admin/staff/${theirs.user.id}`, adminCookie)).statusCode).toBe(
      404,
    );
    const mine = await buildStaffUser(db(), { org: acme.org });
    expect((await api.delete(`/api/admin/staff/${mine.user.id}`, editorCookie)).statusCode).toBe(
      403,
    );
    expect(await db().$count(staffUsers, eq(staffUsers.id, theirs.user.id))).toBe(1);
    expect(await db().$count(staffUsers, eq(staffUsers.id, mine.user.id))).toBe(1);
    expect(await db().$count(staffUsers, eq(staffUsers.id, adminId))).toBe(1);
  });
});
