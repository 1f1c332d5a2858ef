/**
 * Staff identity in the browser, shared by the specs: setting up an authenticator from "Your
 * account" and signing in with its code, and a local single sign-on test bed (a DNS server the
 * e2e server verifies TXT records at, and an OpenID Connect provider on loopback).
 */
import { createSocket, type Socket } from 'node:dgram';
import type { Page } from '@playwright/test';
import dnsPacket from 'dns-packet';
import { OAuth2Server } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import { expect, hydrated } from './fixtures.js';

/** The code of the step after the current one: never the one the set-up just used. */
export const nextCode = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + 30_000 });

/**
 * Sets up an authenticator app for the signed-in staff member: reads the key the page shows as
 * text, confirms with a code computed here, keeps the ten recovery codes. Returns the key.
 */
export async function enrolAuthenticator(page: Page): Promise<string> {
  await page.goto('/admin/account');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page
    .getByLabel('6-digit code')
    .fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  return key;
}

/** Signs in at /login with the password, then the authenticator's code; no session before it. */
export async function signInWithCode(
  page: Page,
  account: { email: string; password: string; key: string; next?: string },
): Promise<void> {
  await page.goto(account.next ? `/login?next=${encodeURIComponent(account.next)}` : '/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === 'candor_session')).toBe(false);
  await hydrated(page);
  await page.locator('input[name="code"]').fill(nextCode(account.key));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export interface SsoTestBed {
  provider: OAuth2Server;
  /** The TXT records the DNS server answers, by name. */
  txt: Map<string, string>;
  stop(): Promise<void>;
}

/**
 * The DNS server at CANDOR_E2E_DNS_PORT (e2e/playwright.config.ts points the server's
 * CUSTOM_DOMAIN_DNS_SERVERS at it) and an OpenID Connect provider on loopback (allowlisted by
 * SAFE_FETCH_ALLOW) whose id tokens vouch for `member`.
 */
export async function startSsoTestBed(member: {
  email: string;
  name: string;
}): Promise<SsoTestBed> {
  const txt = new Map<string, string>();
  const dns: Socket = createSocket('udp4');
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
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { email: member.email, email_verified: true, name: member.name });
  });
  return {
    provider,
    txt,
    async stop() {
      await provider.stop();
      await new Promise<void>((resolve) => dns.close(() => resolve()));
    },
  };
}

/**
 * On the private area's Single sign-on page: verifies `domain` (publishing the TXT record the
 * page shows at the test bed's DNS server) and saves and tests the provider.
 */
export async function configureSso(
  page: Page,
  bed: SsoTestBed,
  { domain, clientId }: { domain: string; clientId: string },
): Promise<void> {
  await page.goto('/admin/sso');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const row = page.getByRole('row').filter({ hasText: domain });
  await expect(row.getByText('Not verified')).toBeVisible();
  const record = await row.locator('code').allTextContents();
  bed.txt.set(record[0]!, record[1]!);
  await row.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Issuer URL' }).fill(bed.provider.issuer.url!);
  // Plain: the mock takes the Basic credentials' user name undecoded as the audience.
  await page.getByRole('textbox', { name: 'Client ID' }).fill(clientId);
  await page.getByLabel('Client secret').fill('e2e-client-secret');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A secret is stored.')).toBeVisible();
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText('Provider found')).toBeVisible();
}

/** /login: the e-mail typed, "Continue with SSO" appears for its verified domain. */
export async function continueWithSso(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').blur();
  await page.getByRole('link', { name: 'Continue with SSO' }).click();
}
