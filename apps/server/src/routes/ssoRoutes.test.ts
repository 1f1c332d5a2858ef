/**
 * Single sign-on (issue 23) against local OpenID Connect providers (oauth2-mock-server on
 * loopback, reached through safeFetch's allowlist) and a local DNS server for the e-mail
 * domains' TXT records: configuration (secret sealed, never answered or audited, SSRF-checked
 * issuer), domain verification, the sign-in and every refusal the callback owes.
 */
import { randomBytes } from 'node:crypto';
import { SSO_MESSAGES, type SsoLookup } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import { auditLog, ssoConfigs, staffTotp, staffUsers } from '../db/schema/index.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { startFakeDnsServer, type FakeDnsServer } from '../testing/fakeDnsServer.js';
import {
  createTestApp,
  sessionCookieFrom,
  signInAs,
  TEST_BASE_URL,
  type TestApp,
} from '../testing/testApp.js';

const SECRET = 'very-secret-client-secret-0123456789';

interface Provider {
  server: OAuth2Server;
  issuer: string;
  /** Claims the next tokens carry (or remove, with undefined). */
  claims: Record<string, unknown>;
}

async function startProvider(): Promise<Provider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const provider: Provider = { server, issuer: server.issuer.url!, claims: {} };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, provider.claims);
  });
  return provider;
}

let dns: FakeDnsServer;
let t: TestApp;
let providerA: Provider;
let providerB: Provider;
let orgA: { id: string; slug: string };
let orgB: { id: string; slug: string };
let adminA: string;
let adminB: string;
const adminAEmail = 'admin@a-corp.test';
let adminAPassword: string;
const alice = { email: 'alice@a-corp.test', password: 'alice-password-123' };

const headers = (cookie: string) => ({
  cookie,
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
});

const configure = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/sso', headers: headers(cookie), payload: body });

interface SsoAnswer {
  sso: {
    secretSet: boolean;
    callbackUrl: string;
    domains: {
      id: string;
      domain: string;
      record: { name: string; value: string };
      verifiedAt: string | null;
    }[];
  };
}

async function addDomain(cookie: string, domain: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sso/domains',
    headers: headers(cookie),
    payload: { domain },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<SsoAnswer>();
  return answer.sso.domains.find((d) => d.domain === domain)!;
}

const verify = (cookie: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/sso/domains/${id}/verify`,
    headers: headers(cookie),
  });

/** Adds the domain, publishes its TXT record on the fake DNS and verifies it. */
async function verifiedDomain(cookie: string, domain: string) {
  const claim = await addDomain(cookie, domain);
  dns.txt.set(claim.record.name, [claim.record.value]);
  const response = await verify(cookie, claim.id);
  expect(response.statusCode, response.body).toBe(200);
  return claim;
}

const settings = (issuer: string, extra: Record<string, unknown> = {}) => ({
  issuerUrl: issuer,
  // Plain: the mock takes the Basic credentials' user name undecoded as the audience.
  clientId: 'candorclient',
  clientSecret: SECRET,
  required: false,
  jitEnabled: false,
  jitRole: 'viewer',
  ...extra,
});

/**
 * The browser's round trip: /sso/start, the provider's authorize redirect, the callback.
 * Answers the callback's response and its URL (to replay it).
 */
async function ssoSignIn(email: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/sso/start?email=${encodeURIComponent(email)}`,
    headers: { accept: 'text/html' },
  });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = await fetch(start.headers.location!, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_BASE_URL}/sso/callback`);
  const callbackUrl = `${back.pathname}${back.search}`;
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackUrl,
    headers: { accept: 'text/html' },
  });
  return { callback, callbackUrl };
}

beforeAll(async () => {
  dns = await startFakeDnsServer();
  providerA = await startProvider();
  providerB = await startProvider();
  t = await createTestApp({
    config: {
      dnsServers: [dns.address],
      dnsTimeoutMs: 400,
      safeFetchAllow: ['127.0.0.1'],
      filesEncryptionKey: randomBytes(32),
    },
  });
  const db = t.database.db;
  const a = await buildOrg(db, { slug: 'a-corp' });
  const b = await buildOrg(db, { slug: 'b-corp' });
  orgA = a.org;
  orgB = b.org;
  const admA = await buildStaffUser(db, { org: orgA, email: adminAEmail });
  adminAPassword = admA.password;
  const admB = await buildStaffUser(db, { org: orgB, email: 'admin@b-corp.test' });
  await buildStaffUser(db, { org: orgA, scopes: ['files:view'], ...alice });
  adminA = await signInAs(t.app, admA.user.email, admA.password);
  adminB = await signInAs(t.app, admB.user.email, admB.password);
  expect((await configure(adminA, settings(providerA.issuer))).statusCode).toBe(200);
  expect((await configure(adminB, settings(providerB.issuer))).statusCode).toBe(200);
  await verifiedDomain(adminA, 'a-corp.test');
  await verifiedDomain(adminB, 'b-corp.test');
});

afterAll(async () => {
  await t.close();
  await dns.close();
  await providerA.server.stop();
  await providerB.server.stop();
});

beforeEach(() => {
  providerA.claims = { email: alice.email, email_verified: true };
  providerB.claims = {};
});

describe('single sign-on settings', () => {
  it('seals the client secret and never answers or audits it', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sso',
      headers: headers(adminA),
    });
    expect(get.statusCode).toBe(200);
    expect(get.json<SsoAnswer>().sso.secretSet).toBe(true);
    expect(get.json<SsoAnswer>().sso.callbackUrl).toBe(`${TEST_BASE_URL}/sso/callback`);
    expect(get.body).not.toContain(SECRET);
    const put = await configure(adminA, settings(providerA.issuer));
    expect(put.body).not.toContain(SECRET);
    const [stored] = await t.database.db
      .select()
      .from(ssoConfigs)
      .where(eq(ssoConfigs.orgId, orgA.id));
    expect(stored!.clientSecretSealed).toBeTruthy();
    expect(stored!.clientSecretSealed).not.toContain(SECRET);
    expect(Buffer.from(stored!.clientSecretSealed!, 'base64').toString('latin1')).not.toContain(
      SECRET,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sso.configured'));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    // Saved without a secret, the stored one stays.
    const { clientSecret: _omitted, ...withoutSecret } = settings(providerA.issuer);
    expect((await configure(adminA, withoutSecret)).statusCode).toBe(200);
    expect((await ssoSignIn(alice.email)).callback.statusCode).toBe(303);
  });

  it('refuses a private issuer that the allowlist does not name, on the field', async () => {
    const response = await configure(adminA, settings('https://10.1.2.3/'));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).errors?.[0]?.path).toBe('issuerUrl');
  });

  it('tests discovery against the saved provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sso/test',
      headers: headers(adminA),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ issuer: string }>().issuer).toBe(providerA.issuer);
  });

  it("reaches the provider only through safeFetch's guard (discovery refused at a private address)", async () => {
    // Saved before the check existed, say: the guard refuses it when the provider is fetched.
    await t.database.db
      .update(ssoConfigs)
      .set({ issuerUrl: 'http://10.1.2.3/' })
      .where(eq(ssoConfigs.orgId, orgB.id));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/sso/test',
        headers: headers(adminB),
      });
      expect(response.statusCode).toBe(502);
      expect(errorBodyOf(response).message).toMatch(
        /could not be reached: refused by the address policy: 10\.1\.2\.3 points to a private address/,
      );
    } finally {
      await t.database.db
        .update(ssoConfigs)
        .set({ issuerUrl: providerB.issuer })
        .where(eq(ssoConfigs.orgId, orgB.id));
    }
  });

  it('lets one organisation at most verify an e-mail domain', async () => {
    const claim = await addDomain(adminB, 'shared.test');
    expect((await verify(adminB, claim.id)).statusCode).toBe(422);
    dns.txt.set(claim.record.name, [claim.record.value]);
    expect((await verify(adminB, claim.id)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sso/domains',
      headers: headers(adminA),
      payload: { domain: 'shared.test' },
    });
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).message).toBe(SSO_MESSAGES.domainTaken);
  });

  it("tells /login whether an e-mail's domain signs in with SSO", async () => {
    const lookup = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sso/lookup?email=${encodeURIComponent(email)}`,
        })
      ).json<SsoLookup>();
    expect(await lookup('nobody@a-corp.test')).toEqual({ sso: true, required: false });
    expect(await lookup('someone@elsewhere.test')).toEqual({ sso: false, required: false });
  });
});

describe('single sign-on', () => {
  it('signs in the staff member the provider vouches for, audited as an SSO session', async () => {
    const { callback } = await ssoSignIn(alice.email);
    expect(callback.statusCode, callback.body).toBe(303);
    expect(callback.headers.location).toBe('/a-corp');
    const cookie = sessionCookieFrom(callback);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sso',
      headers: headers(cookie),
    });
    expect(me.statusCode).toBe(403); // signed in as alice, who holds no sso:manage
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'session.created'))
      .orderBy(auditLog.id);
    expect(rows.at(-1)).toMatchObject({ orgId: orgA.id, after: { method: 'sso' } });
  });

  it('refuses a replayed state', async () => {
    const { callback, callbackUrl } = await ssoSignIn(alice.email);
    expect(callback.statusCode).toBe(303);
    const replay = await t.app.inject({
      method: 'GET',
      url: callbackUrl,
      headers: { accept: 'text/html' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This sign-in attempt has expired or was already used');
    expect(replay.cookies.find((c) => c.name === 'candor_session')).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sso/callback?code=x&state=made-up',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses an ID token for another audience', async () => {
    providerA.claims = { ...providerA.claims, aud: 'another-client' };
    const { callback } = await ssoSignIn(alice.email);
    expect(callback.statusCode).toBe(502);
    expect(callback.body).toContain('We could not complete the sign-in');
    expect(callback.cookies.find((c) => c.name === 'candor_session')).toBeUndefined();
  });

  it('refuses an expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    providerA.claims = { ...providerA.claims, iat: now - 7200, nbf: now - 7200, exp: now - 3600 };
    const { callback } = await ssoSignIn(alice.email);
    expect(callback.statusCode).toBe(502);
    expect(callback.cookies.find((c) => c.name === 'candor_session')).toBeUndefined();
  });

  it('refuses an e-mail the provider did not verify', async () => {
    providerA.claims = { email: alice.email, email_verified: false };
    const { callback } = await ssoSignIn(alice.email);
    expect(callback.statusCode).toBe(403);
    expect(callback.cookies.find((c) => c.name === 'candor_session')).toBeUndefined();
  });

  it("never lets organisation B's provider sign in staff of organisation A", async () => {
    // B's provider answers with A's member: A's domain is not B's.
    providerB.claims = { email: alice.email, email_verified: true };
    const first = await ssoSignIn('someone@b-corp.test');
    expect(first.callback.statusCode).toBe(403);
    expect(first.callback.body).toContain('does not match this organisation');
    // A staff member of A whose address is of B's verified domain: still not B's to sign in.
    await buildStaffUser(t.database.db, { org: orgA, email: 'mallory@b-corp.test', scopes: [] });
    providerB.claims = { email: 'mallory@b-corp.test', email_verified: true };
    const second = await ssoSignIn('mallory@b-corp.test');
    expect(second.callback.statusCode).toBe(403);
    expect(second.callback.cookies.find((c) => c.name === 'candor_session')).toBeUndefined();
  });

  it('creates an unknown e-mail just in time only when that is on, with the default role', async () => {
    providerA.claims = { email: 'newcomer@a-corp.test', email_verified: true, name: 'New Comer' };
    const off = await ssoSignIn('newcomer@a-corp.test');
    expect(off.callback.statusCode).toBe(403);
    expect(off.callback.body).toContain('There is no staff account for this e-mail address');

    expect(
      (await configure(adminA, settings(providerA.issuer, { jitEnabled: true, jitRole: 'editor' })))
        .statusCode,
    ).toBe(200);
    const on = await ssoSignIn('newcomer@a-corp.test');
    expect(on.callback.statusCode, on.callback.body).toBe(303);
    const [created] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'newcomer@a-corp.test'));
    expect(created).toMatchObject({ orgId: orgA.id, displayName: 'New Comer' });
    expect(created!.scopes).toContain('statuspage:edit');
    expect(created!.scopes).not.toContain('staff:manage');
    await configure(adminA, settings(providerA.issuer));
  });

  it('blocks password sign-in when SSO is required, except break-glass for admins', async () => {
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/json' },
        payload: { email, password },
      });
    expect((await login(alice.email, alice.password)).statusCode).toBe(200);
    expect(
      (await configure(adminA, settings(providerA.issuer, { required: true }))).statusCode,
    ).toBe(200);
    try {
      const refused = await login(alice.email, alice.password);
      expect(refused.statusCode).toBe(403);
      expect(errorBodyOf(refused).message).toBe(SSO_MESSAGES.ssoRequired);
      // A wrong password still says only that.
      expect((await login(alice.email, 'wrong')).statusCode).toBe(401);
      // An admin without an authenticator has no way around the provider either.
      expect((await login(adminAEmail, adminAPassword)).statusCode).toBe(403);
      // An admin (staff:manage) with one keeps the password, and its code comes next: the
      // provider may be down (the code step itself: routes/admin/totpRoutes.test.ts).
      const [admin] = await t.database.db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, adminAEmail));
      await t.database.db
        .insert(staffTotp)
        .values({ staffUserId: admin!.id, sealedSecret: 'unused here', confirmedAt: new Date() });
      const breakGlass = await login(adminAEmail, adminAPassword);
      expect(breakGlass.statusCode).toBe(200);
      expect(breakGlass.json()).toEqual({ secondFactor: true });
      expect((await ssoSignIn(alice.email)).callback.statusCode).toBe(303);
    } finally {
      await configure(adminA, settings(providerA.issuer));
    }
  });
});
