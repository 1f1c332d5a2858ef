/**
 * The access modal's calls and the staff queue against a real database and a real SMTP server:
 * every answer code, the organisation's rules, the form's required fields in the spec's words,
 * rate limits, cross-site refusal, the mails, and staff of one organisation never seeing or
 * deciding another's requests. A refused call leaves nothing written.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildOrg,
  buildStaffUser,
} from '../../db/factories.js';
import {
  accessDomainRules,
  accessGrants,
  accessRequests,
  accountMembers,
  accounts,
  analyticsEvents,
  auditLog,
  permissionProfiles,
  portalCustomizations,
  subscribers,
} from '../../db/schema/index.js';
import { consumeLoginToken } from '../../services/access/memberLoginLinks.js';
import { signInviteToken } from '../../services/access/inviteTokens.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { useMailingPortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f, smtp } = useMailingPortalTestApp();
let staffCookie: string;

beforeAll(async () => {
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});
beforeEach(async () => {
  await setRules({
    autoApprove: 'never',
    blockFreeEmail: true,
    defaultAccessDays: null,
    accessRequestsMailbox: 'access@acme.example',
    accessRequestFields: {},
  });
  await t.database.db.delete(accessDomainRules);
});

const db = () => t.database.db;
const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };
let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const setRules = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
  db().update(portalCustomizations).set(values).where(eq(portalCustomizations.orgId, f.org.id));

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Dana',
  lastName: "O'Neil",
  companyName: 'Globex Corp',
  agree: true,
  productId: f.product.id,
  source: 'documents',
  itemUid: f.items.restrictedItem.uid,
  ...extra,
});

const requestAccess = (payload: object, ip = nextIp(), headers: object = browser) =>
  t.app.inject({
    method: 'POST',
    url: `/acme/api/products/${f.product.id}/request`,
    headers: { ...headers },
    payload,
    remoteAddress: ip,
  });
const login = (email: string, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/acme/api/products/${f.product.id}/login`,
    headers: browser,
    payload: { email, productId: f.product.id },
    remoteAddress: ip,
  });
const staff = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  cookie = staffCookie,
) =>
  t.app.inject({ method, url, headers: { ...browser, cookie }, ...(payload ? { payload } : {}) });

const mailTo = (address: string, about = '') =>
  smtp.received.find(
    (m) => m.envelopeTo.includes(address) && (m.parsed.text ?? '').includes(about),
  );
/** Waits for the mail to `address` mentioning `about` (mails of earlier tests may still arrive). */
async function mailFor(address: string, about = '') {
  for (let i = 0; i < 400 && !mailTo(address, about); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = mailTo(address, about);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const requestsOf = async (email: string) =>
  db().select().from(accessRequests).where(eq(accessRequests.email, email));
const rowCount = async (table: typeof accessRequests | typeof accounts | typeof auditLog) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

describe('the request form', () => {
  it('sends a request for staff: 200 pending_request, staff mailed, audited, counted', async () => {
    const response = await requestAccess(form('Dana@Globex.example'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'pending_request' });

    const [row] = await requestsOf('dana@globex.example');
    expect(row).toMatchObject({
      status: 'pending',
      companyName: 'Globex Corp',
      source: 'documents',
      itemUid: f.items.restrictedItem.uid,
      agreedToTerms: true,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(['access_request.created']);
    const events = await db()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.orgId, f.org.id), eq(analyticsEvents.kind, 'access_request')));
    expect(events.some((e) => e.detail?.email === 'dana@globex.example')).toBe(true);

    const mail = await mailFor('access@acme.example', 'dana@globex.example');
    expect(mail.parsed.subject).toBe("Access request from Dana O'Neil (Globex Corp)");
    expect(mail.parsed.text).toContain('dana@globex.example');
    expect(mail.parsed.text).toContain('Cloud Platform');
    expect(mail.parsed.text).toContain('http://localhost:3000/admin/access/requests');

    // Asking again while it waits: the pending state, and nothing new written.
    const again = await requestAccess(form('dana@globex.example'));
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again).code).toBe('pending_request');
    expect(await requestsOf('dana@globex.example')).toHaveLength(1);
    // The login tab says the same.
    const signIn = await login('dana@globex.example');
    expect(signIn.statusCode).toBe(409);
    expect(errorBodyOf(signIn).code).toBe('pending_request');
  });

  it('keeps one request when the same visitor sends two at once (a double click, two tabs)', async () => {
    const answers = await Promise.all([
      requestAccess(form('twice@initech.example')),
      requestAccess(form('twice@initech.example')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await requestsOf('twice@initech.example')).toHaveLength(1);
  });

  it("subscribes the visitor to updates (double opt-in) when they ticked 'subscribe'", async () => {
    const response = await requestAccess(form('sub@hooli.example', { subscribe: true }));
    expect(response.statusCode, response.body).toBe(200);
    const [subscriber] = await db()
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.orgId, f.org.id), eq(subscribers.email, 'sub@hooli.example')));
    expect(subscriber).toMatchObject({ status: 'pending', source: 'access-request' });
    const mail = await mailFor('sub@hooli.example');
    expect(mail.parsed.subject).toMatch(/^Confirm your subscription to /);
  });

  it('mails the support mailbox when no access-requests mailbox is set', async () => {
    await setRules({ accessRequestsMailbox: null });
    expect((await requestAccess(form('sam@initech.example'))).statusCode).toBe(200);
    await mailFor('support@acme.example');
  });

  it('refuses a free e-mail with not_work_email and writes nothing', async () => {
    const before = await rowCount(accessRequests);
    const response = await requestAccess(form('someone@gmail.com'));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toEqual({
      code: 'not_work_email',
      message: 'Please use your work email.',
      errors: [{ path: 'email', message: 'Please use your work email.' }],
    });
    expect(await rowCount(accessRequests)).toBe(before);
    // Allowed once the organisation accepts free e-mail.
    await setRules({ blockFreeEmail: false });
    expect((await requestAccess(form('someone@gmail.com'))).json()).toEqual({
      code: 'pending_request',
    });
  });

  it("answers the schema's messages", async () => {
    const before = await rowCount(accessRequests);
    const cases: [object, string][] = [
      [form('a@globex.example', { firstName: '' }), 'First name is required'],
      [form('a@globex.example', { lastName: ' ' }), 'Last name is required'],
      [form('', {}), 'Email is required'],
      [form('not-an-email'), 'This email is invalid'],
      [form('a@globex.example', { companyName: '' }), 'Company name is required'],
      [form('a@globex.example', { agree: false }), 'You must agree to the terms'],
    ];
    for (const [payload, message] of cases) {
      const response = await requestAccess(payload);
      expect(response.statusCode, message).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
    }
    expect(await rowCount(accessRequests)).toBe(before);
  });

  it("requires the organisation's enabled fields, in the spec's words", async () => {
    await setRules({
      accessRequestFields: {
        customCheckbox: { enabled: true, label: 'I accept the NDA', required: true },
        jobTitleTextField: { enabled: true, label: 'Job title' },
        pointOfContactField: { enabled: true, label: 'Your contact' },
        relationshipDropdown: { enabled: true, label: 'Relationship' },
        countriesDropdown: { enabled: true, label: 'Country' },
        accountMemberRequestProducts: { enabled: true, label: 'Products' },
      },
    });
    const before = await rowCount(accessRequests);
    const missing = await requestAccess(form('b@globex.example'));
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).errors).toEqual([
      { path: 'customCheckbox', message: 'This field is required' },
      { path: 'jobTitle', message: 'This field is required' },
      { path: 'pointOfContact', message: "Enter your contact's email within this organization" },
      { path: 'relationshipDropdown', message: 'This field is required' },
      { path: 'countriesDropdown', message: 'This field is required' },
      { path: 'accountMemberRequestProducts', message: 'Please select at least one product' },
    ]);
    const badContact = await requestAccess(form('b@globex.example', { pointOfContact: 'bob' }));
    expect(errorBodyOf(badContact).errors).toContainEqual({
      path: 'pointOfContact',
      message: 'Please enter a valid email',
    });
    expect(await rowCount(accessRequests)).toBe(before);

    const complete = await requestAccess(
      form('b@globex.example', {
        customCheckbox: true,
        jobTitle: 'CISO',
        pointOfContact: 'Rep@Acme.example',
        relationshipDropdown: 'prospective_customer',
        countriesDropdown: 'DE',
        accountMemberRequestProducts: [f.product.id, f.mobile.id],
      }),
    );
    expect(complete.json()).toEqual({ code: 'pending_request' });
    const [row] = await requestsOf('b@globex.example');
    expect(row).toMatchObject({
      jobTitle: 'CISO',
      pointOfContact: 'rep@acme.example',
      relationship: 'prospective_customer',
      country: 'DE',
      customCheckbox: true,
    });
    // The staff mail of this request names both products.
    expect((await mailFor('access@acme.example', 'b@globex.example')).parsed.text).toMatch(
      /Cloud Platform, Mobile App|Mobile App, Cloud Platform/,
    );
  });

  it('declines a blocked domain at once and the login tab names it blocked', async () => {
    await db()
      .insert(accessDomainRules)
      .values({ orgId: f.org.id, domain: 'rival.example', rule: 'block' });
    const response = await requestAccess(form('eve@rival.example'));
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('request_declined_blocked_domain');
    const [row] = await requestsOf('eve@rival.example');
    expect(row).toMatchObject({ status: 'declined', decisionSource: 'blocked_domain' });
    expect(errorBodyOf(await login('other@rival.example')).code).toBe('blocked_domain');
  });

  it('approves by rule (always): account named after the company, member, grant, mail with a sign-in link', async () => {
    await setRules({ autoApprove: 'always', defaultAccessDays: 30 });
    const response = await requestAccess(
      form('ann@umbrella.example', { companyName: 'Umbrella Inc' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'request_approved' });

    const [row] = await requestsOf('ann@umbrella.example');
    expect(row).toMatchObject({ status: 'approved', decisionSource: 'auto_rule' });
    const [account] = await db().select().from(accounts).where(eq(accounts.id, row!.accountId!));
    expect(account).toMatchObject({ name: 'Umbrella Inc', domain: 'umbrella.example' });
    const [member] = await db()
      .select()
      .from(accountMembers)
      .where(eq(accountMembers.email, 'ann@umbrella.example'));
    expect(member).toMatchObject({ accountId: account!.id, autoApproved: true, status: 'active' });
    const [grant] = await db()
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.accountId, account!.id));
    const days = (grant!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const mail = await mailFor('ann@umbrella.example');
    expect(mail.parsed.subject).toBe("Your access to Acme Corp's Trust Center is approved");
    const link = /http:\/\/trust\.acme\.test\/api\/auth\/sign-in\?token=([\w-]+)/.exec(
      mail.parsed.text ?? '',
    );
    expect(link).not.toBeNull();
    const consumed = await consumeLoginToken(db(), f.org.id, decodeURIComponent(link![1]!));
    expect(consumed).toMatchObject({ memberId: member!.id, accountId: account!.id });

    // Already a member with access: the auto-approved message's code.
    const again = await requestAccess(form('ann@umbrella.example'));
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again).code).toBe('account_already_exists');

    // A colleague of the same domain joins the same account.
    expect((await requestAccess(form('bob@umbrella.example'))).json()).toEqual({
      code: 'request_approved',
    });
    const [bob] = await db()
      .select()
      .from(accountMembers)
      .where(eq(accountMembers.email, 'bob@umbrella.example'));
    expect(bob!.accountId).toBe(account!.id);
  });

  it('approves listed domains only (listed_domains)', async () => {
    await setRules({ autoApprove: 'listed_domains' });
    await db()
      .insert(accessDomainRules)
      .values({ orgId: f.org.id, domain: 'partner.example', rule: 'auto_approve' });
    expect((await requestAccess(form('pat@partner.example'))).json()).toEqual({
      code: 'request_approved',
    });
    expect((await requestAccess(form('pat@stranger.example'))).json()).toEqual({
      code: 'pending_request',
    });
  });

  it('answers access_expired for a member whose access ended, on both tabs', async () => {
    const account = await buildAccount(db(), { org: f.org, domain: 'expired.example' });
    await buildAccountMember(db(), { account, email: 'old@expired.example' });
    await buildAccessGrant(db(), {
      account,
      product: f.product,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await requestAccess(form('old@expired.example'));
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('access_expired');
    expect(errorBodyOf(await login('old@expired.example')).code).toBe('access_expired');
  });

  it.each([
    ['staff', 'request_declined'],
    ['third_party', 'request_declined_third_party'],
    ['auto_rule', 'request_access_auto_declined'],
  ] as const)('answers a request declined by %s with %s, on both tabs', async (source, code) => {
    const email = `declined-${source}@declined.example`;
    await db()
      .insert(accessRequests)
      .values({
        orgId: f.org.id,
        email,
        firstName: 'D',
        lastName: 'D',
        companyName: 'Declined Co',
        productId: f.product.id,
        status: 'declined',
        decisionSource: source,
        decidedAt: new Date(),
        decidedByStaffId: source === 'staff' ? f.staff.user.id : null,
      });
    const response = await requestAccess(form(email));
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe(code);
    expect(errorBodyOf(await login(email)).code).toBe(code);
  });

  it('refuses a cross-site browser request and an unknown product', async () => {
    const crossSite = await requestAccess(form('x@globex.example'), nextIp(), {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(errorBodyOf(crossSite).message).toBe('Cross-site request refused.');
    const otherOrg = await buildOrg(db(), { slug: 'other-co' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/acme/api/products/${otherOrg.product.id}/request`,
      headers: browser,
      payload: form('x@globex.example', { productId: otherOrg.product.id }),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await requestsOf('x@globex.example')).toHaveLength(0);
  });

  it('limits requests per e-mail and per address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestAccess(form('limit@globex.example'))).statusCode).not.toBe(429);
    }
    const limited = await requestAccess(form('limit@globex.example'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i += 1) {
      expect((await requestAccess(form(`p${i}@addr.example`), ip)).statusCode).toBe(200);
    }
    expect((await requestAccess(form('p10@addr.example'), ip)).statusCode).toBe(429);
    expect(await requestsOf('p10@addr.example')).toHaveLength(0);
  });
});

describe('the login tab', () => {
  it('mails a sign-in link to a member with access and answers check_email', async () => {
    const account = await buildAccount(db(), { org: f.org, domain: 'member.example' });
    const member = await buildAccountMember(db(), { account, email: 'mia@member.example' });
    await buildAccessGrant(db(), { account, product: f.product });
    const response = await login('Mia@Member.example');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'check_email' });
    const mail = await mailFor('mia@member.example');
    expect(mail.parsed.subject).toBe("Sign in to Acme Corp's Trust Center");
    const token = /sign-in\?token=([\w-]+)/.exec(mail.parsed.text ?? '')![1]!;
    expect(await consumeLoginToken(db(), f.org.id, token)).toMatchObject({ memberId: member.id });
  });

  it('answers unknown_email for an address it does not know, and not_work_email for free mail', async () => {
    const unknown = await login('nobody@unknown.example');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).code).toBe('unknown_email');
    const free = await login('nobody@gmail.com');
    expect(free.statusCode).toBe(400);
    expect(errorBodyOf(free)).toMatchObject({
      code: 'not_work_email',
      message: 'Please use your work email.',
    });
    const empty = await login('');
    expect(errorBodyOf(empty).message).toBe('You must provide an email.');
    expect(mailTo('nobody@unknown.example')).toBeUndefined();
  });

  it('limits attempts per e-mail', async () => {
    for (let i = 0; i < 5; i += 1) await login('probe@unknown.example');
    expect((await login('probe@unknown.example')).statusCode).toBe(429);
  });
});

describe('rules (staff)', () => {
  it('reads, saves and dry-runs the rules, audited; the dry run writes nothing', async () => {
    const saved = await staff('PUT', '/api/admin/access/rules', {
      autoApprove: 'listed_domains',
      blockFreeEmail: true,
      autoApproveDomains: ['Partner.example', '@friends.example'],
      blockedDomains: ['rival.example'],
      defaultAccessDays: 90,
      accessRequestsMailbox: 'Requests@Acme.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Access rules saved',
      rules: {
        autoApprove: 'listed_domains',
        autoApproveDomains: ['friends.example', 'partner.example'],
        blockedDomains: ['rival.example'],
        defaultAccessDays: 90,
        accessRequestsMailbox: 'requests@acme.example',
      },
    });
    const read = await staff('GET', '/api/admin/access/rules');
    expect(read.json<{ rules: { defaultAccessDays: number } }>().rules.defaultAccessDays).toBe(90);

    const before = await rowCount(auditLog);
    const dry = async (email: string) =>
      (await staff('POST', '/api/admin/access/rules/dry-run', { email })).json<{
        result: { decision: string; reason: string };
      }>().result;
    expect(await dry('a@partner.example')).toEqual({
      decision: 'approved',
      source: 'auto_rule',
      reason: 'partner.example is listed for automatic approval.',
    });
    expect((await dry('a@rival.example')).decision).toBe('declined');
    expect((await dry('a@gmail.com')).decision).toBe('not_work_email');
    expect((await dry('a@elsewhere.example')).decision).toBe('pending');
    expect(await rowCount(auditLog)).toBe(before);

    const bad = await staff('PUT', '/api/admin/access/rules', {
      autoApprove: 'never',
      blockFreeEmail: true,
      autoApproveDomains: ['same.example'],
      blockedDomains: ['same.example'],
      defaultAccessDays: 400,
      accessRequestsMailbox: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).errors?.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Enter a number of days from 1 to 365']),
    );
    expect(await rowCount(auditLog)).toBe(before);
  });

  it('refuses staff without access:manage', async () => {
    const user = await buildStaffUser(db(), { org: f.org, scopes: ['statuspage:edit'] });
    const cookie = await signInAs(t.app, user.user.email, user.password);
    expect((await staff('GET', '/api/admin/access/rules', undefined, cookie)).statusCode).toBe(403);
    expect((await staff('GET', '/api/admin/access/requests', undefined, cookie)).statusCode).toBe(
      403,
    );
  });
});

describe('the request queue (staff)', () => {
  it('lists with filter and search, approves into a chosen account with a profile and expiry, declines with a reason; mails each visitor', async () => {
    await requestAccess(form('q1@queue.example', { companyName: 'Queue One' }));
    await requestAccess(form('q2@queue.example', { companyName: 'Queue Two' }));
    smtp.received.length = 0;
    const listed = await staff('GET', '/api/admin/access/requests?status=pending&search=queue');
    expect(listed.statusCode).toBe(200);
    const rows = listed.json<{ requests: { id: string; email: string }[] }>().requests;
    expect(rows.map((r) => r.email).sort()).toEqual(['q1@queue.example', 'q2@queue.example']);
    const byEmail = (email: string) => rows.find((r) => r.email === email)!.id;

    const account = await buildAccount(db(), { org: f.org, name: 'Queue Holdings' });
    const [profile] = await db()
      .insert(permissionProfiles)
      .values({ orgId: f.org.id, name: 'Auditors' })
      .returning();
    const expiresAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const approved = await staff(
      'POST',
      `/api/admin/access/requests/${byEmail('q1@queue.example')}/approve`,
      {
        accountId: account.id,
        permissionProfileId: profile!.id,
        expiresAt,
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Request approved', accountId: account.id });
    const [updatedAccount] = await db().select().from(accounts).where(eq(accounts.id, account.id));
    expect(updatedAccount!.permissionProfileId).toBe(profile!.id);
    const [grant] = await db()
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.accountId, account.id));
    expect(grant!.expiresAt!.toISOString()).toBe(expiresAt);
    expect(grant!.grantedByStaffId).toBe(f.staff.user.id);

    const declined = await staff(
      'POST',
      `/api/admin/access/requests/${byEmail('q2@queue.example')}/decline`,
      {
        reason: 'We only share these documents with customers.',
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);

    const approval = await mailFor('q1@queue.example');
    // Staff decide outside any visitor request: the link uses the portal's own address.
    expect(approval.parsed.text).toMatch(/http:\/\/trust\.acme\.test\/api\/auth\/sign-in\?token=/);
    const decline = await mailFor('q2@queue.example');
    expect(decline.parsed.subject).toBe("Your request for access to Acme Corp's Trust Center");
    expect(decline.parsed.text).toContain('We only share these documents with customers.');

    // The visitor now gets the declined state; a decided request cannot be declined again.
    expect(errorBodyOf(await requestAccess(form('q2@queue.example'))).code).toBe(
      'request_declined',
    );
    const twice = await staff(
      'POST',
      `/api/admin/access/requests/${byEmail('q2@queue.example')}/decline`,
      {
        reason: 'Again',
      },
    );
    expect(twice.statusCode).toBe(409);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, byEmail('q1@queue.example')));
    expect(audit.map((a) => a.action)).toContain('access_request.approved');
  });

  it('changes nothing when an approval fails half-way (an unknown profile)', async () => {
    await requestAccess(form('half@halfway.example'));
    const [row] = await requestsOf('half@halfway.example');
    const accountsBefore = await rowCount(accounts);
    const auditBefore = await rowCount(auditLog);
    const response = await staff('POST', `/api/admin/access/requests/${row!.id}/approve`, {
      permissionProfileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response).message).toBe('Permission profile not found');
    expect((await requestsOf('half@halfway.example'))[0]!.status).toBe('pending');
    expect(await rowCount(accounts)).toBe(accountsBefore);
    expect(await rowCount(auditLog)).toBe(auditBefore);
  });

  it('approves and declines selected rows in bulk, each its own decision', async () => {
    for (const n of [1, 2, 3]) await requestAccess(form(`bulk${n}@bulk.example`));
    const rows = (await staff('GET', '/api/admin/access/requests?search=bulk.example')).json<{
      requests: { id: string; email: string }[];
    }>().requests;
    const id = (n: number) => rows.find((r) => r.email === `bulk${n}@bulk.example`)!.id;
    const approve = await staff('POST', '/api/admin/access/requests/bulk', {
      decision: 'approve',
      requestIds: [id(1), id(2)],
    });
    expect(approve.json()).toMatchObject({ message: '2 requests approved', failed: [] });
    const decline = await staff('POST', '/api/admin/access/requests/bulk', {
      decision: 'decline',
      requestIds: [id(3), id(1)],
      reason: 'Not now',
    });
    expect(decline.json()).toMatchObject({
      message: '1 request declined',
      failed: [{ id: id(1), message: 'This request was already decided.' }],
    });
    const statuses = await Promise.all(
      [1, 2, 3].map(async (n) => (await requestsOf(`bulk${n}@bulk.example`))[0]!.status),
    );
    expect(statuses).toEqual(['approved', 'approved', 'declined']);
  });

  it("never shows or decides another organisation's requests", async () => {
    await requestAccess(form('secret@isolated.example'));
    const [row] = await requestsOf('secret@isolated.example');
    const other = await buildOrg(db(), { slug: 'beta-co' });
    const otherStaff = await buildStaffUser(db(), { org: other.org });
    const cookie = await signInAs(t.app, otherStaff.user.email, otherStaff.password);
    const list = await staff('GET', '/api/admin/access/requests?status=all', undefined, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ requests: unknown[] }>().requests).toEqual([]);
    for (const action of ['approve', 'decline'] as const) {
      const response = await staff(
        'POST',
        `/api/admin/access/requests/${row!.id}/${action}`,
        action === 'decline' ? { reason: 'x' } : {},
        cookie,
      );
      expect(response.statusCode).toBe(404);
    }
    const bulk = await staff(
      'POST',
      '/api/admin/access/requests/bulk',
      {
        decision: 'decline',
        requestIds: [row!.id],
        reason: 'x',
      },
      cookie,
    );
    expect(bulk.json()).toMatchObject({ decided: [] });
    expect((await requestsOf('secret@isolated.example'))[0]!.status).toBe('pending');
  });
});

describe('the form config', () => {
  it("gives the form's fields and the visible products", async () => {
    await setRules({
      accessRequestFields: { jobTitleTextField: { enabled: true, label: 'Role' } },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/acme/api/products/${f.product.id}/request-form`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orgName: 'Acme Corp',
      portalTitle: 'Trust Center',
      fields: { jobTitleTextField: { enabled: true, label: 'Role' } },
    });
    expect(response.json<{ products: unknown[] }>().products).toContainEqual({
      id: f.product.id,
      name: 'Cloud Platform',
    });
  });
});

describe('an invitation (visitor-portal.md §2, §3)', () => {
  it('credits the inviter only when the request comes from the invitee’s own address', async () => {
    const account = await buildAccount(db(), { org: f.org, domain: 'vandelay.example' });
    const inviter = await buildAccountMember(db(), { account, email: 'art@vandelay.example' });
    const invite = (email: string) =>
      signInviteToken({ orgId: f.org.id, email, invitedByMemberId: inviter.id });

    const own = await invite('kel@vandelay.example');
    const asked = await requestAccess(
      form('kel@vandelay.example', { invitedColleagueToken: own.token, source: 'invite' }),
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await requestsOf('kel@vandelay.example'))[0]!.invitedByMemberId).toBe(inviter.id);

    // Someone else typed over the prefilled address: the request is made, the invite not credited.
    const other = await invite('lee@vandelay.example');
    const typed = await requestAccess(
      form('mo@vandelay.example', { invitedColleagueToken: other.token, source: 'invite' }),
    );
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await requestsOf('mo@vandelay.example'))[0]!.invitedByMemberId).toBeNull();
  });
});

describe('Request extension from the access modal, without a session (§4, §7, §8)', () => {
  // The mails link the organisation's own domain.
  const PORTAL = 'http://trust.acme.test/';
  const askExtension = (email: string, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/acme/api/products/${f.product.id}/extend-access`,
      headers: browser,
      payload: { email, productId: f.product.id },
      remoteAddress: ip,
    });
  const follow = (link: string) => {
    const url = new URL(link, TEST_BASE_URL);
    return t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host },
    });
  };
  const extensionRequests = async (accountId: string) =>
    db()
      .select()
      .from(accessRequests)
      .where(
        and(eq(accessRequests.accountId, accountId), eq(accessRequests.kind, 'extend_access')),
      );

  it('mails the expired member a single-use link that files the request; no session opens', async () => {
    const account = await buildAccount(db(), { org: f.org, domain: 'lapsed.example' });
    const member = await buildAccountMember(db(), { account, email: 'lou@lapsed.example' });
    await buildAccessGrant(db(), {
      account,
      product: f.product,
      expiresAt: new Date(Date.now() - 1000),
    });

    const asked = await askExtension('Lou@Lapsed.example');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ code: 'check_email' });
    // Asking files nothing yet: only the mailbox's owner can.
    expect(await extensionRequests(account.id)).toHaveLength(0);
    const mail = await mailFor('lou@lapsed.example', 'extend');
    expect(mail.parsed.subject).toBe(
      "Request an extension of your access to Acme Corp's Trust Center",
    );
    const link = /(http\S+\/api\/auth\/extend-access\?token=[\w%-]+)/.exec(
      mail.parsed.text ?? '',
    )![1]!;
    // The extension link is no sign-in link.
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect(await consumeLoginToken(db(), f.org.id, token)).toBeNull();

    const followed = await follow(link);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(`${PORTAL}?extendAccess=success`);
    expect(followed.headers['set-cookie']).toBeUndefined();
    const [filed] = await extensionRequests(account.id);
    expect(filed).toMatchObject({
      memberId: member.id,
      status: 'pending',
      source: 'extend_access',
    });
    await mailFor('access@acme.example', 'lou@lapsed.example');

    // Once only; and asking again while one is pending says so.
    expect((await follow(link)).headers.location).toBe(`${PORTAL}?extendAccess=expired`);
    await askExtension('lou@lapsed.example');
    const again = smtp.received.filter((m) => m.envelopeTo.includes('lou@lapsed.example'));
    for (let i = 0; i < 100 && again.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again.splice(
        0,
        again.length,
        ...smtp.received.filter((m) => m.envelopeTo.includes('lou@lapsed.example')),
      );
    }
    const second = /(http\S+\/api\/auth\/extend-access\?token=[\w%-]+)/.exec(
      again.at(-1)!.parsed.text ?? '',
    )![1]!;
    expect((await follow(second)).headers.location).toBe(
      `${PORTAL}?extendAccess=already_requested`,
    );
    expect(await extensionRequests(account.id)).toHaveLength(1);
    expect(
      await auditActionsOf(['access.extend_link_sent', 'access_request.extend_requested']),
    ).toEqual(
      expect.arrayContaining(['access.extend_link_sent', 'access_request.extend_requested']),
    );
  });

  it('mails no one for an address without expired access, and a forged link files nothing', async () => {
    const unknown = await askExtension('nobody@nowhere.example');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).code).toBe('unknown_email');

    const account = await buildAccount(db(), { org: f.org, domain: 'live.example' });
    await buildAccountMember(db(), { account, email: 'liv@live.example' });
    await buildAccessGrant(db(), { account, product: f.product, expiresAt: null });
    const live = await askExtension('liv@live.example');
    expect(live.statusCode).toBe(409);
    expect(errorBodyOf(live).code).toBe('account_already_exists');

    const forged = await follow(`${PORTAL}api/auth/extend-access?token=forged`);
    expect(forged.headers.location).toBe(`${PORTAL}?extendAccess=expired`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo('nobody@nowhere.example')).toBeUndefined();
    expect(mailTo('liv@live.example')).toBeUndefined();
  });

  it('is limited like the login tab and refused cross-site', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/acme/api/products/${f.product.id}/extend-access`,
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@lapsed.example', productId: f.product.id },
    });
    expect(crossSite.statusCode).toBe(403);
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await askExtension('zed@lapsed.example', ip)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});

async function auditActionsOf(actions: string[]) {
  const rows = await db().select({ action: auditLog.action }).from(auditLog);
  return rows.map((r) => r.action).filter((a) => actions.includes(a));
}
