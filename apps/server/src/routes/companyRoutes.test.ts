import { describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../testing/portalTestApp.js';
import { signInAs } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['files:view']);

const search = (term: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/companies?term=${encodeURIComponent(term)}`,
    headers: cookie ? { cookie } : {},
  });

// The first mark served in a process loads jsdom, which takes seconds on a busy machine.
describe('GET /api/companies?term=', { timeout: 30_000 }, () => {
  it('answers editors with catalogue companies, their domains and logo URLs', async () => {
    const response = await search('strip', sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { companies } = response.json<{ companies: { name: string; logoUrl: string }[] }>();
    expect(companies[0]).toMatchObject({
      source: 'addendum',
      name: 'Stripe',
      domain: 'stripe.com',
      companyId: 'stripe',
    });
    const logo = await t.app.inject({ method: 'GET', url: companies[0]!.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.body).toMatch(/^<svg /);
  });

  it('searches all five sources (§3) and says which one each answer comes from', async () => {
    const first = async (term: string) =>
      (await search(term, sessions.admin)).json<{ companies: Record<string, unknown>[] }>()
        .companies[0];
    expect(await first('Amazon Web')).toMatchObject({
      source: 'addendum',
      name: 'Amazon Web Services',
      companyId: 'aws',
      detail: 'Amazon Web Services, Inc. · Seattle, United States',
      location: 'Seattle, United States',
      purpose: 'Cloud hosting and infrastructure',
    });
    expect(await first('Vanta')).toMatchObject({
      source: 'compliance_platform',
      name: 'Vanta',
      url: 'https://trust.vanta.com',
    });
    expect(await first('Accusoft')).toMatchObject({
      source: 'company_data',
      name: 'Accusoft',
      domain: 'accusoft.com',
    });
  });

  it('lists a company found in several catalogues once, with the mark one of them has', async () => {
    const { companies } = (await search('stripe', sessions.admin)).json<{
      companies: { name: string; source: string; logoUrl: string | null }[];
    }>();
    const stripes = companies.filter((company) => company.name === 'Stripe');
    expect(stripes).toHaveLength(1);
    expect(stripes[0]).toMatchObject({ source: 'addendum' });
    expect(stripes[0]!.logoUrl).toMatch(/^\/api\/companies\/stripe\/logo\.svg/);
  });

  it('gives companies without a mark no logo URL (the picker letters them)', async () => {
    const { companies } = (await search('Salesforce', sessions.admin)).json<{
      companies: { name: string; logoUrl: string | null }[];
    }>();
    expect(companies[0]).toMatchObject({ name: 'Salesforce', logoUrl: null });
  });

  it('refuses visitors (401), staff without statuspage:edit (403) and over-long terms (400)', async () => {
    expect((await search('strip')).statusCode).toBe(401);
    expect((await search('strip', sessions.limited)).statusCode).toBe(403);
    const long = await search('x'.repeat(101), sessions.admin);
    expect(long.statusCode).toBe(400);
    expect(errorBodyOf(long).message).toBe('Search term must be at most 100 characters');
  });

  it('answers 404 for an unknown mark or a company without one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/companies/nope/logo.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/companies/microsoft/logo.svg' })).statusCode,
    ).toBe(404);
  });

  it('searches for staff of any organisation the same catalogue', async () => {
    const other = await buildOrg(t.database.db);
    const staff = await buildStaffUser(t.database.db, { org: other.org });
    const cookie = await signInAs(t.app, staff.user.email, staff.password);
    expect((await search('stripe', cookie)).statusCode).toBe(200);
  });
});
