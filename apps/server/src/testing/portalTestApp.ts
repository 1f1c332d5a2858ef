import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildStaffUser } from '../db/factories.js';
import {
  buildPortalFixture,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type PortalFixture,
} from './portalFixture.js';
import { browserHeaders } from './staffRequest.js';
import { smtpTestServer, type SmtpTestServer } from './smtpTestServer.js';
import { createTestApp, signInAs, useTestApp, type TestApp } from './testApp.js';

/**
 * A test app whose database holds the portal fixture, for the tests of the calling file. Both
 * objects are filled in before the tests run, so read their fields inside hooks and tests only.
 */
export function usePortalTestApp(options: Parameters<typeof useTestApp>[0] = {}): {
  t: TestApp;
  f: PortalFixture;
} {
  const t = useTestApp(options);
  // Filled in by beforeAll before any test or hook reads it; the caller keeps this reference.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const f = {} as PortalFixture;
  beforeAll(async () => {
    Object.assign(f, await buildPortalFixture(t.database.db, t.fileStore));
  });
  return { t, f };
}

/**
 * Session cookies of two staff members of the fixture's organisation: `admin`, the fixture's own
 * (every scope), and `limited`, a new one holding only `scopes`. Call it after usePortalTestApp;
 * the cookies are filled in before the tests run, so read them inside hooks and tests only.
 */
export function useStaffSessions(
  t: TestApp,
  f: PortalFixture,
  scopes: readonly string[],
): { admin: string; limited: string } {
  const sessions = { admin: '', limited: '' };
  beforeAll(async () => {
    sessions.admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const limited = await buildStaffUser(t.database.db, { org: f.org, scopes });
    sessions.limited = await signInAs(t.app, limited.user.email, limited.password);
  });
  return sessions;
}

/**
 * Like usePortalTestApp, but the app mails over SMTP to a real test server, `smtp`, and its job
 * worker polls every 50 ms, so mails arrive while a test waits; the mails received are forgotten
 * before each test.
 */
export function useMailingPortalTestApp(): { t: TestApp; f: PortalFixture; smtp: SmtpTestServer } {
  // Filled in by beforeAll before any test or hook reads them; the caller keeps these references.
  /* eslint-disable @typescript-eslint/consistent-type-assertions */
  const t = {} as TestApp;
  const f = {} as PortalFixture;
  const smtp = {} as SmtpTestServer;
  /* eslint-enable @typescript-eslint/consistent-type-assertions */
  beforeAll(async () => {
    Object.assign(smtp, await smtpTestServer());
    await smtp.start();
    Object.assign(
      t,
      await createTestApp({ config: { smtpUrl: smtp.url }, jobWorker: { pollMs: 50 } }),
    );
    Object.assign(f, await buildPortalFixture(t.database.db, t.fileStore));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  return { t, f, smtp };
}

/** Hides or shows the fixture product's Data Security card, as staff in the editor would. */
export async function setDataSecurityHidden(
  t: TestApp,
  f: PortalFixture,
  cookie: string,
  hidden: boolean,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/trust-center/products/${f.product.id}/cards/DataSecurity`,
    payload: { hidden },
    headers: browserHeaders(cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
}
