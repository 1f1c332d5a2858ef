/**
 * Custom domains (issue 11 §7): claim, the TXT record, verification against a local fake DNS
 * server, and host routing that serves the portal only at a verified domain.
 */
import { CUSTOM_DOMAIN_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrg } from '../../db/factories.js';
import { auditLog, organizations } from '../../db/schema/index.js';
import { isVerifiedCustomDomain } from '../../services/domains/customDomains.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { startFakeDnsServer, type FakeDnsServer } from '../../testing/fakeDnsServer.js';
import { buildPortalFixture, STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { createTestApp, signInAs, TEST_BASE_URL, type TestApp } from '../../testing/testApp.js';

let dns: FakeDnsServer;
let t: TestApp;
let cookie: string;
let orgId: string;

beforeAll(async () => {
  dns = await startFakeDnsServer();
  t = await createTestApp({ config: { dnsServers: [dns.address], dnsTimeoutMs: 400 } });
  const fixture = await buildPortalFixture(t.database.db, t.fileStore);
  orgId = fixture.org.id;
  // The fixture's organisation starts without a domain of its own here.
  await t.database.db
    .update(organizations)
    .set({ customDomain: null })
    .where(eq(organizations.id, orgId));
  cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

afterAll(async () => {
  await t.close();
  await dns.close();
});

const headers = () => ({ cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host });

interface DomainAnswer {
  domain: {
    served: string | null;
    claim: {
      domain: string;
      record: { type: string; name: string; value: string };
      verifiedAt: string | null;
      lastError: string | null;
    } | null;
  };
  message?: string;
}

const put = (domain: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/custom-domain',
    payload: { domain },
    headers: headers(),
  });
const verify = () =>
  t.app.inject({ method: 'POST', url: '/api/admin/custom-domain/verify', headers: headers() });
const portalAt = (host: string) =>
  t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });

describe('custom domains', () => {
  it('refuses what is not a domain name with a clear 400', async () => {
    for (const bad of [
      'not a domain',
      'localhost',
      '10.0.0.1',
      'trust.acme.com/path',
      'a..b.com',
      '',
    ]) {
      const response = await put(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorBodyOf(response).message).toBe(CUSTOM_DOMAIN_MESSAGES.invalid);
    }
  });

  it('claims a domain and answers the TXT record to create', async () => {
    const response = await put('HTTPS://Trust.Example.COM/');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DomainAnswer>();
    expect(answer.message).toBe(CUSTOM_DOMAIN_MESSAGES.added);
    expect(answer.domain.served).toBeNull();
    expect(answer.domain.claim?.domain).toBe('trust.example.com');
    expect(answer.domain.claim?.record.type).toBe('TXT');
    expect(answer.domain.claim?.record.name).toBe('_candor-verify.trust.example.com');
    expect(answer.domain.claim?.record.value).toMatch(/^candor-verify=[\w-]{32}$/);
    // The same domain again keeps its token (the record staff already created stays right).
    const again = (await put('trust.example.com')).json<DomainAnswer>();
    expect(again.domain.claim?.record.value).toBe(answer.domain.claim?.record.value);
  });

  it('does not serve an unverified domain: Company not found, as for any unknown host', async () => {
    const page = await portalAt('trust.example.com');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Company not found');
    expect(await isVerifiedCustomDomain(t.database.db, 'trust.example.com')).toBe(false);
  });

  it('refuses verification while the record is missing, wrong, or the lookup times out', async () => {
    const name = '_candor-verify.trust.example.com';
    const missing = await verify();
    expect(missing.statusCode).toBe(422);
    expect(errorBodyOf(missing).message).toBe(CUSTOM_DOMAIN_MESSAGES.notFound);

    dns.txt.set(name, ['candor-verify=someone-else']);
    const wrong = await verify();
    expect(wrong.statusCode).toBe(422);
    expect(errorBodyOf(wrong).message).toBe(CUSTOM_DOMAIN_MESSAGES.mismatch);

    dns.silent.add(name);
    const slow = await verify();
    expect(slow.statusCode).toBe(422);
    expect(errorBodyOf(slow).message).toBe(CUSTOM_DOMAIN_MESSAGES.timeout);
    dns.silent.delete(name);

    // The claim says why, and nothing is served.
    const view = (
      await t.app.inject({ method: 'GET', url: '/api/admin/custom-domain', headers: headers() })
    ).json<DomainAnswer>();
    expect(view.domain.claim?.lastError).toBe(CUSTOM_DOMAIN_MESSAGES.timeout);
    expect(view.domain.served).toBeNull();
    expect((await portalAt('trust.example.com')).statusCode).toBe(404);
  });

  it('verifies the record and then serves the portal at the domain', async () => {
    const claim = (
      await t.app.inject({ method: 'GET', url: '/api/admin/custom-domain', headers: headers() })
    ).json<DomainAnswer>().domain.claim;
    dns.txt.set('_candor-verify.trust.example.com', ['v=other', claim!.record.value]);
    const response = await verify();
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DomainAnswer>();
    expect(answer.message).toBe(CUSTOM_DOMAIN_MESSAGES.verified);
    expect(answer.domain.served).toBe('trust.example.com');
    expect(answer.domain.claim?.verifiedAt).not.toBeNull();

    const page = await portalAt('trust.example.com');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acme Corp');
    expect(await isVerifiedCustomDomain(t.database.db, 'Trust.Example.com.')).toBe(true);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['custom_domain.added', 'custom_domain.verified']),
    );
  });

  it('refuses a domain another organisation serves', async () => {
    const other = await buildOrg(t.database.db, {
      slug: 'other',
      customDomain: 'taken.example.org',
    });
    expect(other.org.customDomain).toBe('taken.example.org');
    const response = await put('taken.example.org');
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).message).toBe(CUSTOM_DOMAIN_MESSAGES.taken);
  });

  it('stops serving the portal when staff remove the domain', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/custom-domain',
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DomainAnswer>().domain).toEqual({ served: null, claim: null });
    expect((await portalAt('trust.example.com')).statusCode).toBe(404);
  });

  it('is refused to visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/custom-domain' });
    expect(response.statusCode).toBe(401);
  });
});
