import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser, type BuiltOrg } from '../../db/factories.js';
import { jobs, mailOutbox } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { adminApi } from '../../testing/adminApi.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { signInAs, TEST_BASE_URL, useTestApp } from '../../testing/testApp.js';

const t = useTestApp({ jobWorker: false });
const api = adminApi(() => t.app);

let acme: BuiltOrg;
let other: BuiltOrg;
let mailCookie: string;
let staffManagerCookie: string;
beforeAll(async () => {
  acme = await buildOrg(t.database.db, { name: 'Acme' });
  other = await buildOrg(t.database.db, { name: 'Other' });
  const reader = await buildStaffUser(t.database.db, { org: acme.org, scopes: ['mail:read'] });
  mailCookie = await signInAs(t.app, reader.user.email, reader.password);
  const manager = await buildStaffUser(t.database.db, { org: acme.org, scopes: ['staff:manage'] });
  staffManagerCookie = await signInAs(t.app, manager.user.email, manager.password);
});

let counter = 0;
const queueMail = (org: BuiltOrg, to: string) =>
  t.database.db.transaction((tx) =>
    enqueueMail(tx, {
      orgId: org.org.id,
      to,
      template: 'staffInvite',
      data: {
        displayName: 'Dana',
        invitedBy: 'Sam',
        link: `${TEST_BASE_URL}/set-password?token=x${++counter}`,
        expiresAt: '2026-12-01T00:00:00.000Z',
      },
      idempotencyKey: `mail-routes:${counter}`,
      baseUrl: TEST_BASE_URL,
    }),
  );

describe('GET /api/admin/mail', () => {
  it("lists the organisation's mail newest first, a page at a time, with the job's attempts", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) ids.push((await queueMail(acme, `m${i}@customer.test`)).mailId);
    await queueMail(other, 'theirs@customer.test');
    await t.database.db
      .update(jobs)
      .set({ attempts: 2, lastError: 'connect ECONNREFUSED' })
      .where(eq(jobs.idempotencyKey, 'mail-routes:52'));

    const first = await api.get('/api/admin/mail', mailCookie);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{
      mails: {
        id: string;
        to: string;
        status: string;
        attempts: number;
        lastError: string | null;
      }[];
      nextCursor: string | null;
    }>();
    expect(page.mails).toHaveLength(50);
    expect(page.mails[0]).toMatchObject({
      to: 'm51@customer.test',
      status: 'queued',
      attempts: 2,
      lastError: 'connect ECONNREFUSED',
    });
    expect(page.mails.map((m) => m.to)).not.toContain('theirs@customer.test');
    const second = await api.get(`/api/admin/mail?cursor=${page.nextCursor!}`, mailCookie);
    const rest = second.json<{ mails: { to: string }[]; nextCursor: string | null }>();
    expect(rest.mails.map((m) => m.to)).toEqual(['m1@customer.test', 'm0@customer.test']);
    expect(rest.nextCursor).toBeNull();

    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.id, ids[3]!));
    const sent = await api.get('/api/admin/mail?status=sent', mailCookie);
    expect(sent.json<{ mails: { id: string }[] }>().mails.map((m) => m.id)).toEqual([ids[3]]);
  });

  it('refuses a bad cursor or status with 400, and staff without mail:read with 403', async () => {
    const cursor = await api.get('/api/admin/mail?cursor=garbage', mailCookie);
    expect(cursor.statusCode).toBe(400);
    expect(errorBodyOf(cursor).message).toBe('Invalid cursor');
    const status = await api.get('/api/admin/mail?status=bounced', mailCookie);
    expect(status.statusCode).toBe(400);
    expect(errorBodyOf(status).message).toBe('Unknown mail status');
    expect((await api.get('/api/admin/mail', staffManagerCookie)).statusCode).toBe(403);
    expect((await api.get('/api/admin/mail')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/mail/{id}', () => {
  it('shows one mail in full; another organisation’s mail is not found', async () => {
    const { mailId } = await queueMail(acme, 'full@customer.test');
    const response = await api.get(`/api/admin/mail/${mailId}`, mailCookie);
    expect(response.statusCode, response.body).toBe(200);
    const { mail } = response.json<{ mail: { to: string; html: string; text: string } }>();
    expect(mail.to).toBe('full@customer.test');
    expect(mail.html).toContain('Set your password');
    expect(mail.text).toContain(`${TEST_BASE_URL}/set-password?token=`);

    const theirs = await queueMail(other, 'secret@customer.test');
    const foreign = await api.get(`/api/admin/mail/${theirs.mailId}`, mailCookie);
    expect(foreign.statusCode).toBe(404);
    expect(errorBodyOf(foreign).message).toBe('Mail not found');
    expect((await api.get('/api/admin/mail/not-a-uuid', mailCookie)).statusCode).toBe(400);
    expect((await api.get(`/api/admin/mail/${mailId}`, staffManagerCookie)).statusCode).toBe(403);
  });
});
