import AxeBuilder from '@axe-core/playwright';
import { resolve } from 'node:path';
import {
  test as base,
  type APIRequestContext,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Cookie,
  type Page,
  type TestInfo,
} from '@playwright/test';

export const STAFF_EMAIL = 'admin@northwind.example';
export const STAFF_PASSWORD = process.env.CANDOR_E2E_PASSWORD ?? '';

/** The smallest PDF with a page: uploads are parsed, and a file that is no PDF is refused. */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The tabs of the private area's Settings page, in order. */
export const SETTINGS_TABS = [
  'General',
  'Branding',
  'Access',
  'Domains',
  'Scripts',
  'Identity',
  'Webhooks',
];
/** The server's staff session cookie (apps/server/src/auth/sessionCookie.ts). */
const STAFF_SESSION_COOKIE = 'candor_session';

/** Collects console errors/warnings and uncaught page errors so a test can assert none. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      // A failed load names no address in its text: add the resource's, so a report says which.
      const { url } = msg.location();
      const text = msg.text();
      const failedLoad = text.startsWith('Failed to load resource');
      // Specs running beside this one replace uploaded images (card icons, logos): a page
      // loaded just before may ask for the replaced one. That every image a page links to is
      // served is checked on the server (demoPortal.test.ts).
      if (failedLoad && /\/api\/share\/[^/]+\/assets\//.test(url)) return;
      problems.push(failedLoad && url ? `${text} (${url})` : text);
    });
    page.on('pageerror', (err) => problems.push(err.message));
    await use(problems);
  },
});

export { expect };

/** The demo organisation's portal path, as the root redirect gives it. */
export async function portalPath(page: Page): Promise<string> {
  const response = await page.request.get('/', { maxRedirects: 0 });
  const location = response.headers()['location'];
  if (!location) throw new Error(`/ did not redirect (status ${response.status()})`);
  return new URL(location, 'http://x').pathname;
}

export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/**
 * Opens a card's actions menu once its real menu (a lazy chunk, fetched after hydration) has
 * replaced the placeholder, and returns its entries.
 */
export async function openCardMenu(page: Page, cardTitle: string) {
  const button = page.getByRole('button', { name: `${cardTitle} card actions` });
  await expect(button).toHaveAttribute('data-card-menu', /.+/);
  await button.click();
  await expect(page.getByRole('menu', { name: `${cardTitle} card actions` })).toBeVisible();
}

/**
 * Opens a card's "Re-order items" dialog from its menu and returns it. Under heavy load the
 * dialog has been seen not to open from the first click: the menu is opened again until it does.
 */
export async function openReorderDialog(page: Page, cardTitle: string) {
  const dialog = page.getByRole('dialog', { name: `Re-order ${cardTitle} items` });
  await expect(async () => {
    if (await dialog.isVisible()) return;
    await openCardMenu(page, cardTitle);
    await page.getByRole('menuitem', { name: 'Re-order items' }).click();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  return dialog;
}

/** The staff session this worker signed in through the form first, reused by later tests. */
let staffSession: Cookie | undefined;

/**
 * Gives the page's context the demo admin's session without loading a page when it can: the
 * first call in a worker signs in through the /login form (the page is then on the portal, in
 * main mode); later ones add that session's cookie, after asking /login whether the server
 * still knows it (a signed-in member of staff is sent on, a 3xx; else the form signs in again).
 * For a test that only calls the API as staff, or goes on to a page of its own.
 */
export async function giveStaffSession(page: Page): Promise<'cookie' | 'form'> {
  if (staffSession) {
    await page.context().addCookies([staffSession]);
    const login = await page.request.get('/login', { maxRedirects: 0 });
    if (login.status() >= 300 && login.status() < 400) return 'cookie';
  }
  await signInAsStaffThroughForm(page);
  staffSession = (await page.context().cookies()).find((c) => c.name === STAFF_SESSION_COOKIE);
  return 'form';
}

/**
 * Signs the demo admin in and leaves the page on `path` (by default the portal, where /login
 * sends staff, in main mode): one page load, the form's when it lands on `path` already, else
 * `path`'s (see {@link giveStaffSession}). A spec that tests signing in itself uses
 * {@link signInAsStaffThroughForm}.
 */
export async function signInAsStaff(page: Page, path?: string) {
  const through = await giveStaffSession(page);
  if (path === undefined) {
    if (through === 'form') return;
    await page.goto('/login');
    await expect(page.getByText('Main mode')).toBeVisible();
    return;
  }
  const landed = new URL(page.url());
  if (through === 'form' && `${landed.pathname}${landed.search}` === path) return;
  await page.goto(path);
}

/** Signs the demo admin in on the portal's page, hydrated; returns the portal's path. */
export async function staffOnPortal(page: Page): Promise<string> {
  const path = await portalPath(page);
  await signInAsStaff(page, path);
  await hydrated(page);
  return path;
}

/** Signs the demo admin in through the /login form, always. */
export async function signInAsStaffThroughForm(page: Page) {
  await page.goto('/login');
  await submitStaffSignInForm(page);
  await expect(page.getByText('Main mode')).toBeVisible();
}

async function submitStaffSignInForm(page: Page) {
  await page.getByLabel('Email').fill(STAFF_EMAIL);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new account member, seeded through the e2e route (an account granted the demo's products,
 * by `staff`, who holds a staff session), in a browser context of their own (its uncaught errors
 * go to `problems`), after opening their sign-in link.
 */
export async function signedInMember(
  {
    staff,
    browser,
    baseURL,
    problems,
  }: {
    staff: Page;
    browser: Browser;
    baseURL: string | undefined;
    problems: string[];
  },
  person: {
    accountName: string;
    email: string;
    firstName?: string;
    lastName?: string;
    accessExpiresAt?: string;
  },
  contextOptions: BrowserContextOptions = {},
) {
  const response = await staff.request.post('/api/testing/account-members', {
    data: { firstName: 'Gina', lastName: 'Member', accessExpiresAt: null, ...person },
  });
  expect(response.status()).toBe(200);
  const seeded = (await response.json()) as { accountId: string; signInUrl: string };
  const context = await browser.newContext({ ...contextOptions, baseURL: baseURL ?? '' });
  const member = await context.newPage();
  member.on('pageerror', (error) => problems.push(error.message));
  await member.goto(seeded.signInUrl);
  return { member, context, seeded };
}

/**
 * Where a screenshot for the docs goes: over the tracked file in docs/ only when the run is asked
 * to (UPDATE_SCREENSHOTS=1), else beside the test's other output, so an ordinary run leaves the
 * working tree clean.
 */
export function docsScreenshotPath(testInfo: TestInfo, name: string): string {
  return process.env.UPDATE_SCREENSHOTS === '1'
    ? resolve(import.meta.dirname, '../docs', name)
    : testInfo.outputPath(name);
}

/**
 * Opens a set-password link (an invitation's or a password reset's), hydrated, and sends its
 * form with `password` twice through the button named `button`.
 */
export async function submitSetPasswordLink(
  page: Page,
  link: string,
  password: string,
  button: string,
) {
  await page.goto(link);
  await hydrated(page);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: button }).click();
}

/** A set-password link works once: sent again, the page says it is used up. */
export async function expectLinkUsedUp(page: Page, link: string, button: string) {
  await submitSetPasswordLink(page, link, 'another long password', button);
  await expect(page.getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Ask for a new invitation.',
  );
}

/** A mail as the e2e run's mail catcher received it over SMTP (e2e/mailCatcher.mjs). */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

/** The mails that reached `to` through the SMTP server, oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const port = process.env.CANDOR_E2E_MAIL_PORT;
  const response = await fetch(`http://127.0.0.1:${port}/mails?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the first mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Invites a staff member (statuspage:edit) as the page's signed-in admin and returns the
 * set-password link of the invitation their mail server received.
 */
export async function inviteStaff(
  page: Page,
  invitee: { email: string; displayName: string },
): Promise<{ link: string }> {
  const invited = await page.request.post('/api/admin/staff', {
    data: { ...invitee, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const received = await waitForMail(invitee.email, /invited/);
  const link = /(http\S+\/set-password\?token=[A-Za-z0-9_-]+)/.exec(received.text)?.[1];
  if (!link) throw new Error(`no set-password link in the mail to ${invitee.email}`);
  return { link };
}

/**
 * A staff member of the demo organisation with the given role, signed in in `invitee`'s context:
 * invited through the staff API, the set-password link read from the mail the invitee received.
 */
export async function signInInvitedStaff(
  admin: APIRequestContext,
  invitee: APIRequestContext,
  role: 'admin' | 'editor' | 'access_manager' | 'viewer',
): Promise<{ id: string }> {
  const email = `editor-${Date.now()}@northwind.example`;
  const invited = await admin.post('/api/admin/staff', {
    data: { email, displayName: 'Eddie Editor', role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { staff } = (await invited.json()) as { staff: { id: string } };

  // Sent mail shows the link redacted: the invitee's own mail has the token.
  const mail = await waitForMail(email, /invited/);
  const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();

  const setPassword = await invitee.post('/api/auth/set-password', {
    data: { token: decodeURIComponent(token ?? ''), password: 'e2e-Editor-password-42' },
  });
  expect(setPassword.status(), await setPassword.text()).toBe(200);
  return staff;
}

/**
 * axe in the page itself when it has no frame inside (`axe.run`, the builder's legacy mode): the
 * builder's default runs axe in each frame, then opens a blank page, loads axe into it a second
 * time and merges the frames' results there, about as long again as the check of a large page.
 * With a frame (e.g. the mail reader's sandboxed iframe, another origin) the default runs, which
 * reaches into it.
 */
class PageAxe extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target });
  }

  override async analyze() {
    this.setLegacyMode(this.target.frames().length === 1);
    return super.analyze();
  }
}

/**
 * axe on the page, reporting violations only: without that option axe also builds a selector for
 * every element that passed each rule (thousands on the portal, one per colour checked), a good
 * part of its time; the violations it finds are the same. Every axe check in the specs uses it.
 */
export function axe(page: Page): AxeBuilder {
  return new PageAxe(page).options({ resultTypes: ['violations'] });
}

/** At 375 and 1440 px, loaded at that width: no horizontal overflow, and axe finds nothing. */
export async function expectFitsAndAccessible(page: Page, ready: (page: Page) => Promise<void>) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await hydrated(page);
    await ready(page);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    const { violations } = await axe(page).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe at ${width} px`,
    ).toEqual([]);
  }
}

/** What POST /api/testing/organizations answers: the new organisation and its staff member. */
export interface CreatedOrg {
  slug: string;
  productId: string;
  /** With `restrictedDocument`: the title of its restricted document. */
  documentTitle?: string;
  email: string;
  password: string;
}

/** Creates a new organisation named `{prefix}-…` as the demo admin (the operator). */
async function createOrg(page: Page, prefix: string, data: Record<string, unknown>) {
  await giveStaffSession(page);
  const slug = `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
  const name = `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)} ${slug.slice(prefix.length + 1)}`;
  const created = await page.request.post('/api/testing/organizations', {
    data: { slug, name, ...data },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { org: (await created.json()) as CreatedOrg, name };
}

/**
 * A new organisation of the test's own (named `{prefix}-…`, so nothing another spec reads
 * changes), made with `data` (scopes, published, document…), and a browser context signed in
 * as its staff member.
 */
export async function newOrgWithStaff(
  page: Page,
  browser: Browser,
  baseURL: string,
  prefix: string,
  data: Record<string, unknown> = {},
) {
  const { org, name } = await createOrg(page, prefix, data);
  const context = await browser.newContext({ baseURL });
  const signIn = await context.request.post('/login', {
    data: { email: org.email, password: org.password },
  });
  expect(signIn.ok()).toBe(true);
  return { org, name, context, staff: await context.newPage() };
}

/**
 * Like {@link newOrgWithStaff}, but signs the test's own `page` in as the new organisation's
 * staff member (the demo admin's session leaves its context), so the `problems` fixture watches
 * it. For a test that saves an organisation's settings: specs run two at a time, and the demo
 * organisation's settings are what the others read.
 */
export async function pageOnNewOrg(page: Page, prefix: string, data: Record<string, unknown> = {}) {
  const { org, name } = await createOrg(page, prefix, data);
  await page.context().clearCookies();
  const signIn = await page.request.post('/login', {
    data: { email: org.email, password: org.password },
  });
  expect(signIn.ok()).toBe(true);
  return { org, name, path: `/${org.slug}` };
}

/**
 * A new organisation (named `{prefix}-…`) whose portal at `base` shows one restricted document,
 * `documentTitle`, on a Reports card (featured in the Documents section, its tile offering 'Get
 * access'), its approval rules saved through the staff API as the default ones with `rules` over
 * them (e.g. `{ autoApprove: 'always' }`), and its staff member (access:manage, mail:read, plus
 * `scopes`) signed in in a context of their own (`staff`, a page in it). The demo admin creates it
 * in a context of its own too, so the test's `page` stays an anonymous visitor's. For a test that
 * changes approval rules: specs run two at a time, and the demo organisation's rules decide the
 * requests of the others (noJavaScript and member-signin expect 'Request sent').
 */
export async function newOrgWithRestrictedDocument(
  browser: Browser,
  baseURL: string,
  {
    prefix = 'access',
    rules = {},
    scopes = [],
  }: { prefix?: string; rules?: Record<string, unknown>; scopes?: string[] } = {},
) {
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  const created = await newOrgWithStaff(operator, browser, baseURL, prefix, {
    restrictedDocument: true,
    scopes: ['access:manage', 'mail:read', ...scopes],
  });
  await operatorContext.close();
  const { org, staff } = created;
  if (Object.keys(rules).length > 0) {
    const current = await staff.request.get('/api/admin/access/rules');
    expect(current.status(), await current.text()).toBe(200);
    const saved = await staff.request.put('/api/admin/access/rules', {
      data: { ...((await current.json()) as { rules: Record<string, unknown> }).rules, ...rules },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return { ...created, slug: org.slug, base: `/${org.slug}`, documentTitle: org.documentTitle! };
}
