/**
 * Trust updates end to end in Chromium (issue 9's 'Done when'): a visitor subscribes, confirms
 * from the mailed link and sees 'Subscription confirmed'; staff publish an update with the
 * e-mail channel and the subscriber receives it once, with a working one-click unsubscribe; the
 * Atom feed parses as Atom and its signature verifies with the published key.
 *
 * Mail is read as the subscriber's mail server received it: the e2e server sends through SMTP to
 * the run's mail catcher (e2e/mailCatcher.mjs).
 */
import { createPublicKey, verify } from 'node:crypto';
import {
  expect,
  hydrated,
  mailsTo,
  portalPath,
  signInAsStaff,
  test,
  waitForMail,
} from './fixtures.js';

test.setTimeout(90_000);

test('subscribe, confirm, receive one update mail, unsubscribe in one click; the feed is signed', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = await portalPath(page);
  const email = `reader-${Date.now()}@customer.example`;

  // The visitor, in a browser of their own.
  const context = await browser.newContext({ baseURL: baseURL! });
  const visitor = await context.newPage();
  await visitor.goto(base);
  await hydrated(visitor);
  const card = visitor.locator('[data-section="trust_center_updates"]');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = visitor.getByRole('dialog', { name: /Subscribe to .+'s updates/ });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('This email is invalid')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    visitor.getByText('Please check your email inbox to confirm your subscription'),
  ).toBeVisible();

  const confirmation = await waitForMail(email, /^Confirm your subscription to /);
  const confirmLink = /(http\S+\/subscribe\/confirm\?token=[\w.-]+)/.exec(confirmation.text)?.[1];
  expect(confirmLink).toBeDefined();

  await visitor.goto(confirmLink!);
  await hydrated(visitor);
  expect(new URL(visitor.url()).searchParams.get('subscribeStatus')).toBe('confirmed');
  const confirmed = visitor.getByRole('dialog', { name: 'Subscription confirmed' });
  await expect(confirmed.getByText(/You will now receive updates from .+ via email/)).toBeVisible();
  await confirmed.getByRole('button', { name: 'Done' }).click();
  await expect(confirmed).toBeHidden();
  expect(new URL(visitor.url()).searchParams.has('subscribeStatus')).toBe(false);

  // Staff publish an update with the e-mail channel from the portal's updates card.
  const subject = `Maintenance finished ${Date.now()}`;
  await signInAsStaff(page, base);
  await hydrated(page);
  const staffCard = page.locator('[data-section="trust_center_updates"]');
  await staffCard.getByRole('button', { name: 'New topic' }).click();
  const composer = page.getByRole('dialog', { name: 'New topic' });
  await composer.getByLabel('Subject').fill(subject);
  await composer.getByLabel('Message (Markdown)').fill('The work is **done**.');
  await composer.getByLabel('E-mail').check();
  // Before Publish, the portal's composer says whom the e-mail reaches (issue 24 §7).
  await expect(composer.getByTestId('audience-count')).toContainText(
    /E-mail goes to \d+ confirmed subscribers?\./,
  );
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Topic created')).toBeVisible();
  await expect(staffCard.getByRole('heading', { name: subject })).toBeVisible();

  const mail = await waitForMail(email, new RegExp(`${subject}$`));
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toBeDefined();
  const dialogLink = /(http\S+\?unsubscribeToken=[\w.-]+)/.exec(mail.text)?.[1];
  expect(dialogLink).toBeDefined();

  // RFC 8058: the mail client's POST, without cookies or an origin.
  const unsubscribed = await context.request.post(oneClick!, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBe(200);

  // The mail's own link now opens the dialog and fails: the subscription has ended.
  await visitor.goto(dialogLink!);
  await hydrated(visitor);
  const unsubscribe = visitor.getByRole('dialog', { name: /Unsubscribe to .+'s updates/ });
  await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
  const failed = visitor.getByRole('dialog', { name: 'Unsubscribe failed' });
  await expect(failed.getByText('Your unsubscribe link expired')).toBeVisible();

  // The Atom feed parses as Atom and its detached signature verifies with the published key.
  // Another spec's edit can publish a new feed between two requests: take a feed and the
  // signature of that same feed (the signature's ETag is the feed's with '-sig').
  let feed = await context.request.get(`${base}/updates.atom`);
  let signatureResponse = await context.request.get(`${base}/updates.atom.sig`);
  await expect
    .poll(async () => {
      const sameFeed =
        signatureResponse.headers()['etag'] === `"${feed.headers()['etag']?.slice(1, -1)}-sig"`;
      if (!sameFeed) {
        feed = await context.request.get(`${base}/updates.atom`);
        signatureResponse = await context.request.get(`${base}/updates.atom.sig`);
      }
      return sameFeed;
    })
    .toBe(true);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const body = await feed.body();
  const parsed = await visitor.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      namespace: root.namespaceURI,
      titles: [...root.getElementsByTagName('entry')].map(
        (entry) => entry.getElementsByTagName('title')[0]?.textContent,
      ),
    };
  }, body.toString('utf8'));
  expect(parsed.error).toBe(0);
  expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.titles).toContain(subject);
  const signature = (await signatureResponse.text()).trim();
  const key = await (await context.request.get(`${base}/.well-known/candor-signing-key`)).text();
  expect(verify(null, body, createPublicKey(key), Buffer.from(signature, 'base64'))).toBe(true);

  // Exactly one update mail reached the subscriber.
  expect((await mailsTo(email)).filter((m) => m.subject.endsWith(subject))).toHaveLength(1);
  await context.close();
});
