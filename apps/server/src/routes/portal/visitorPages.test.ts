/**
 * The visitor's pages without JavaScript (issue 24 §13): request access, subscribe and search as
 * plain HTML forms the server answers, through the same use cases and limits as the API, with
 * the same-origin check and a form token bound to the visitor's cookie.
 */
import { ACCESS_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { hkdfSync } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_COOKIE, FORM_REFUSED_MESSAGE } from '../../auth/formToken.js';
import { accessRequests, portalCustomizations, subscribers } from '../../db/schema/index.js';
import { useMailingPortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER, TEST_BASE_URL } from '../../testing/testApp.js';
import { ACCESS_RATE_LIMITS } from './accessRoutes.js';
import { SEARCH_LIMIT } from './searchRoutes.js';

const { t, f } = useMailingPortalTestApp();
const db = () => t.database.db;
const host = new URL(TEST_BASE_URL).host;
const sameSite = { ...BROWSER, host, origin: TEST_BASE_URL };
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeEach(async () => {
  await db()
    .update(portalCustomizations)
    .set({
      autoApprove: 'never',
      blockFreeEmail: true,
      accessRequestFields: {},
      subscribeTermsRequired: false,
    })
    .where(eq(portalCustomizations.orgId, f.org.id));
});

/** A form page: its HTML, its token and the cookie the token is bound to. */
async function openForm(url: string, ip = nextIp()) {
  const response = await t.app.inject({ method: 'GET', url, headers: BROWSER, remoteAddress: ip });
  expect(response.statusCode, url).toBe(200);
  const token = /name="formToken" value="([^"]+)"/.exec(response.body)?.[1];
  const cookie = response.cookies.find((c) => c.name === FORM_COOKIE);
  expect(token).toBeTruthy();
  expect(cookie?.httpOnly).toBe(true);
  return { html: response.body, token: token!, cookie: `${FORM_COOKIE}=${cookie!.value}`, ip };
}

const post = (
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string>,
  ip = nextIp(),
) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
};

const request = (email: string) => ({
  firstName: 'Dana',
  lastName: 'Scully',
  email,
  companyName: 'Hooli',
  agree: 'on',
});

describe('the request-access page', () => {
  it('takes the request as the API does and answers with the confirmation page', async () => {
    const form = await openForm('/acme/request-access?source=documents');
    expect(form.html).toContain('Request Access');
    expect(form.html).toContain('name="source" value="documents"');
    const response = await post(
      '/acme/request-access',
      { ...request('dana@hooli.example'), formToken: form.token, source: 'documents' },
      { ...sameSite, cookie: form.cookie },
      form.ip,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Request sent');
    const [row] = await db()
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, 'dana@hooli.example'));
    expect(row?.status).toBe('pending');
  });

  it('shows the form again with the error and what was typed, escaped', async () => {
    const form = await openForm('/acme/request-access');
    const response = await post(
      '/acme/request-access',
      { ...request('not-an-email'), lastName: '<b>Mulder</b>', formToken: form.token },
      { ...sameSite, cookie: form.cookie },
      form.ip,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(ACCESS_MESSAGES.emailInvalid);
    expect(response.body).toContain('value="&lt;b&gt;Mulder&lt;/b&gt;"');
    expect(response.body).not.toContain('<b>Mulder</b>');
  });

  it('refuses a post from another site, without a token, or with an expired one (403, a clear page)', async () => {
    const form = await openForm('/acme/request-access');
    const fields = { ...request('eve@hooli.example'), formToken: form.token };
    const crossSite = await post('/acme/request-access', fields, {
      ...BROWSER,
      origin: 'https://evil.example',
      cookie: form.cookie,
    });
    const { formToken: _, ...withoutToken } = fields;
    const noToken = await post('/acme/request-access', withoutToken, {
      ...sameSite,
      cookie: form.cookie,
    });
    const noCookie = await post('/acme/request-access', fields, sameSite);
    const key = new Uint8Array(
      hkdfSync('sha256', t.app.config.sessionSecret, 'candor', 'visitor-form-token', 32),
    );
    const cookieId = form.cookie.split('=')[1]!;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(cookieId)
      .setAudience('candor:visitor-form')
      .setJti('expired')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const old = await post(
      '/acme/request-access',
      { ...fields, formToken: expired },
      { ...sameSite, cookie: form.cookie },
    );
    for (const response of [crossSite, noToken, noCookie, old]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(FORM_REFUSED_MESSAGE.replaceAll("'", '&#x27;'));
    }
    const rows = await db()
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, 'eve@hooli.example'));
    expect(rows).toEqual([]);
  });

  it("counts against the API's limits: past them the form says so (429)", async () => {
    const { perEmail } = ACCESS_RATE_LIMITS.request;
    const email = 'limit@hooli.example';
    let last = 0;
    for (let i = 0; i <= perEmail.points; i += 1) {
      const form = await openForm('/acme/request-access');
      const response = await post(
        '/acme/request-access',
        { ...request(email), formToken: form.token },
        { ...sameSite, cookie: form.cookie },
        form.ip,
      );
      last = response.statusCode;
      if (i === perEmail.points) {
        expect(response.body).toContain('Too many requests. Please try again later.');
        expect(response.headers['retry-after']).toBeTruthy();
      }
    }
    expect(last).toBe(429);
  });
});

describe('the subscribe page', () => {
  it('subscribes with the double opt-in and says a confirmation mail is on its way', async () => {
    const form = await openForm('/acme/subscribe');
    expect(form.html).toContain('Subscribe to Acme Corp&#x27;s updates');
    const invalid = await post(
      '/acme/subscribe/form',
      { email: 'nope', formToken: form.token, source: 'portal' },
      { ...sameSite, cookie: form.cookie },
      form.ip,
    );
    expect(invalid.statusCode).toBe(400);
    const response = await post(
      '/acme/subscribe/form',
      { email: 'Fox@Hooli.example', formToken: form.token, source: 'portal' },
      { ...sameSite, cookie: form.cookie },
      form.ip,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('role="status"');
    const [row] = await db()
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'fox@hooli.example'));
    expect(row?.status).toBe('pending');
    const forged = await post(
      '/acme/subscribe/form',
      { email: 'x@hooli.example', formToken: form.token },
      { ...BROWSER, origin: 'https://evil.example', cookie: form.cookie },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('the subscribe page with the agree-to-terms checkbox', () => {
  it('shows the checkbox with the terms links and refuses a subscribe without the tick', async () => {
    await db()
      .update(portalCustomizations)
      .set({ subscribeTermsRequired: true, termsUrl: 'https://acme.example/terms' })
      .where(eq(portalCustomizations.orgId, f.org.id));
    const form = await openForm('/acme/subscribe');
    expect(form.html).toContain('name="agree"');
    expect(form.html).toContain('href="https://acme.example/terms"');
    const unticked = await post(
      '/acme/subscribe/form',
      { email: 'ivy@hooli.example', formToken: form.token, source: 'portal' },
      { ...sameSite, cookie: form.cookie },
      form.ip,
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain('You must agree to the terms');
    const ticked = await post(
      '/acme/subscribe/form',
      { email: 'ivy@hooli.example', agree: 'on', formToken: form.token, source: 'portal' },
      { ...sameSite, cookie: form.cookie },
      form.ip,
    );
    expect(ticked.statusCode).toBe(200);
    expect(ticked.body).toContain('role="status"');
  });
});

describe('the search results page', () => {
  it('lists what the visitor may find, each a link to its item, with the query escaped', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/acme/search?q=encryption',
      headers: BROWSER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Encryption at rest');
    expect(response.body).toMatch(
      new RegExp(
        `href="/acme\\?show=true&amp;kind=[A-Za-z_]+&amp;itemUid=${f.items.publicItem.uid}"`,
      ),
    );
    const hostile = await t.app.inject({
      method: 'GET',
      url: `/acme/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`,
      headers: BROWSER,
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    expect(hostile.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile.body).toContain('No results found');
  });

  it("shares the API's rate limit: past it the page says so (429)", async () => {
    const ip = nextIp();
    for (let i = 0; i < SEARCH_LIMIT.points; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/acme/api/search',
        remoteAddress: ip,
        payload: { query: { term: 'x', filters: { products: [f.product.id] } } },
      });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/acme/search?q=encryption',
      headers: BROWSER,
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain('Too many requests. Please wait and try again.');
  });
});
