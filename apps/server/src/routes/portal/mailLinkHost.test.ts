/**
 * Issue 21 §2: links in mail come from the organisation's stored custom domain (or BASE_URL),
 * never from the request's Host; a Host that is not `hostname[:port]` is refused before any
 * route runs. Mails are read as the real SMTP server in the test process received them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccessGrant, buildAccount, buildAccountMember } from '../../db/factories.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { useMailingPortalTestApp } from '../../testing/portalTestApp.js';

const { t, f, smtp } = useMailingPortalTestApp();

beforeAll(async () => {
  const account = await buildAccount(t.database.db, { org: f.org, domain: 'member.example' });
  await buildAccountMember(t.database.db, { account, email: 'mia@member.example' });
  await buildAccessGrant(t.database.db, { account, product: f.product });
});

const login = (host: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${f.product.id}/login`,
    headers: { host },
    payload: { email: 'mia@member.example', productId: f.product.id },
  });

const linkHosts = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s\])>]+/g)].map((match) => new URL(match[0]).host);

describe('the Host header', () => {
  it('refuses a Host that is not hostname[:port] with 400, and mails nothing', async () => {
    for (const host of [
      'trust.acme.test:@evil.example',
      'trust.acme.test@evil.example',
      'trust.acme.test/evil',
      'trust.acme.test:80:81',
    ]) {
      const response = await login(host);
      expect(response.statusCode, host).toBe(400);
      expect(errorBodyOf(response).message).toBe('Invalid Host header');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
  });

  it('takes hostname[:port], a bracketed IPv6 address included', async () => {
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000', 'Trust.Acme.test']) {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe('links in mail', () => {
  it("a custom domain's sign-in link names the stored domain, whatever port the request named", async () => {
    const response = await login('TRUST.acme.test:8443');
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitFor('mia@member.example');
    const text = mail.parsed.text ?? '';
    expect(text).toMatch(/http:\/\/trust\.acme\.test\/api\/auth\/sign-in\?token=[\w-]+/);
    expect(new Set(linkHosts(text))).toEqual(new Set(['trust.acme.test']));
  });

  it("a subscription's confirmation link names the stored domain too", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/subscribe',
      headers: { host: 'trust.acme.test:8443' },
      payload: { email: 'reader@reader.example' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = (await smtp.waitFor('reader@reader.example')).parsed.text ?? '';
    expect(text).toMatch(/http:\/\/trust\.acme\.test\/subscribe\/confirm\?token=/);
    expect(linkHosts(text)).not.toContain('trust.acme.test:8443');
  });
});
