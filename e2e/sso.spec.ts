/**
 * Single sign-on end to end (issue 23): Northwind's admin verifies an e-mail domain (at a DNS
 * server this spec runs, which the e2e server is pointed at) and configures a local OpenID
 * Connect provider (oauth2-mock-server on loopback, allowlisted by SAFE_FETCH_ALLOW); a second
 * staff member then signs in through "Continue with SSO".
 */
import { createSocket, type Socket } from 'node:dgram';
import dnsPacket from 'dns-packet';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, giveStaffSession, hydrated, test } from './fixtures.js';

const DOMAIN = `sso-${Date.now()}.example`;
const MEMBER = `sam@${DOMAIN}`;
const txt = new Map<string, string>();
let dns: Socket;
let provider: OAuth2Server;

test.beforeAll(async () => {
  dns = createSocket('udp4');
  dns.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    const value = question.type === 'TXT' ? txt.get(question.name.toLowerCase()) : undefined;
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (value ? 0 : 3),
      questions: [question],
      answers: value
        ? [{ type: 'TXT', name: question.name, ttl: 60, class: 'IN', data: value }]
        : [],
    });
    dns.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) =>
    dns.bind(Number(process.env.CANDOR_E2E_DNS_PORT), '127.0.0.1', resolve),
  );
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { email: MEMBER, email_verified: true, name: 'Sam Sso' });
  });
});

test.afterAll(async () => {
  await provider.stop();
  await new Promise<void>((resolve) => dns.close(() => resolve()));
});

test("Northwind's admin sets up SSO and a second staff member signs in through it", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(page);
  const invited = await page.request.post('/api/admin/staff', {
    data: { email: MEMBER, displayName: 'Sam Sso', role: 'editor' },
  });
  expect(invited.status()).toBe(201);

  await page.goto('/admin/sso');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill(DOMAIN);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const row = page.getByRole('row').filter({ hasText: DOMAIN });
  await expect(row.getByText('Not verified')).toBeVisible();
  const record = await row.locator('code').allTextContents();
  txt.set(record[0]!, record[1]!);
  await row.getByRole('button', { name: `Verify ${DOMAIN}` }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Issuer URL' }).fill(provider.issuer.url!);
  // Plain: the mock takes the Basic credentials' user name undecoded as the audience.
  await page.getByRole('textbox', { name: 'Client ID' }).fill('northwindcandor');
  await page.getByLabel('Client secret').fill('e2e-client-secret');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A secret is stored.')).toBeVisible();
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText('Provider found')).toBeVisible();

  // The second staff member, in a browser of their own.
  const context = await browser.newContext({ baseURL: baseURL! });
  const member = await context.newPage();
  member.on('pageerror', (error) => problems.push(error.message));
  await member.goto('/login');
  await hydrated(member);
  await member.getByLabel('Email').fill(MEMBER);
  await member.getByLabel('Email').blur();
  await member.getByRole('link', { name: 'Continue with SSO' }).click();
  await expect(member).toHaveURL(/\/northwind/);
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'candor_session')).toBe(true);
  const login = await member.request.get('/login', { maxRedirects: 0 });
  expect(login.status()).toBe(302);
  await context.close();
  expect(problems).toEqual([]);
});
