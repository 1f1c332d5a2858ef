/**
 * Issue 21 §4: Sent mail never shows a usable secret, and reading it needs its own scope
 * (mail:read), so a settings:edit member cannot take an invitation's set-password link (or a
 * member's sign-in link) from it and become someone with more scopes. The real SMTP server in the
 * test process receives the links that work, a retried send included.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildOrg,
  buildStaffUser,
  type BuiltOrg,
} from '../../db/factories.js';
import { jobs, mailOutbox } from '../../db/schema/index.js';
import { adminApi } from '../../testing/adminApi.js';
import { smtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { createTestApp, signInAs, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let smtp: SmtpTestServer;
let acme: BuiltOrg;
let adminCookie: string;
let settingsCookie: string;
let mailReaderCookie: string;
const api = adminApi(() => t.app);

beforeAll(async () => {
  smtp = await smtpTestServer();
  await smtp.start();
  t = await createTestApp({
    config: { smtpUrl: smtp.url },
    jobWorker: { pollMs: 50, backoff: { baseMs: 100, maxMs: 200 } },
  });
  acme = await buildOrg(t.database.db, { slug: 'acme', name: 'Acme Cloud' });
  const signIn = async (scopes: string[]) => {
    const built = await buildStaffUser(t.database.db, { org: acme.org, scopes });
    return signInAs(t.app, built.user.email, built.password);
  };
  adminCookie = await signIn(['staff:manage', 'settings:edit', 'mail:read']);
  settingsCookie = await signIn(['settings:edit']);
  mailReaderCookie = await signIn(['mail:read']);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function sentMailTo(address: string, cookie = mailReaderCookie) {
  const list = await api.get('/api/admin/mail', cookie);
  expect(list.statusCode, list.body).toBe(200);
  const { mails } = list.json<{ mails: { id: string; to: string; status: string }[] }>();
  const summary = mails.find((mail) => mail.to === address)!;
  const full = await api.get(`/api/admin/mail/${summary.id}`, cookie);
  expect(full.statusCode, full.body).toBe(200);
  return full.json<{ mail: { html: string; text: string; status: string } }>().mail;
}
const setPassword = (token: string) =>
  api.post('/api/auth/set-password', { token, password: 'a long enough password' });

describe('Sent mail', () => {
  it('is refused to a settings:edit member (403): reading it takes mail:read', async () => {
    const invited = await api.post(
      '/api/admin/staff',
      { email: 'boss@acme.test', displayName: 'New Boss', role: 'admin' },
      adminCookie,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    await smtp.waitFor('boss@acme.test');
    const [mail] = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'boss@acme.test'));
    for (const url of ['/api/admin/mail', `/api/admin/mail/${mail!.id}`]) {
      const response = await api.get(url, settingsCookie);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('shows an invitation without its token: the link read there sets no password, the mailed one does', async () => {
    await api.post(
      '/api/admin/staff',
      { email: 'root@acme.test', displayName: 'Root', role: 'admin' },
      adminCookie,
    );
    const received = await smtp.waitFor('root@acme.test');
    const token = /set-password\?token=([\w-]{43})/.exec(received.parsed.text ?? '')![1]!;

    const shown = await sentMailTo('root@acme.test');
    expect(shown.status).toBe('sent');
    expect(`${shown.html}${shown.text}`).not.toContain(token);
    expect(shown.text).toContain('/set-password?token=[redacted-secret-1]');
    const readThere = /set-password\?token=(\S+)/.exec(shown.text)![1]!;
    expect((await setPassword(readThere)).statusCode).toBe(400);
    // Nor does any row keep it once sent: the job's payload has dropped it.
    const rows = await t.database.db.select().from(jobs);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it("keeps a member's sign-in link out of Sent mail too", async () => {
    const account = await buildAccount(t.database.db, { org: acme.org, domain: 'member.example' });
    await buildAccountMember(t.database.db, { account, email: 'mia@member.example' });
    await buildAccessGrant(t.database.db, { account, product: acme.product });
    const login = await t.app.inject({
      method: 'POST',
      url: `/acme/api/products/${acme.product.id}/login`,
      payload: { email: 'mia@member.example', productId: acme.product.id },
    });
    expect(login.statusCode, login.body).toBe(200);
    const received = await smtp.waitFor('mia@member.example');
    const token = /sign-in\?token=([\w-]+)/.exec(received.parsed.text ?? '')![1]!;
    const shown = await sentMailTo('mia@member.example');
    expect(`${shown.html}${shown.text}`).not.toContain(token);
    expect(shown.text).toContain('sign-in?token=[redacted-secret-1]');
  });

  it('sends the real link when the send is retried after a refusal', async () => {
    smtp.refuseNext(1);
    await api.post(
      '/api/admin/staff',
      { email: 'retry@acme.test', displayName: 'Retry', role: 'editor' },
      adminCookie,
    );
    const received = await smtp.waitFor('retry@acme.test');
    const token = /set-password\?token=([\w-]{43})/.exec(received.parsed.text ?? '')![1]!;
    const [job] = await t.database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .innerJoin(mailOutbox, eq(mailOutbox.idempotencyKey, jobs.idempotencyKey))
      .where(eq(mailOutbox.toAddress, 'retry@acme.test'));
    expect(job!.attempts).toBe(2);
    expect((await setPassword(token)).statusCode).toBe(200);
  });
});
