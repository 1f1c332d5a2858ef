/** Requests the order route tests make, as a signed-in staff member's browser would. */
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.js';
import { portalViewOf } from './portalFixture.js';
import { TEST_BASE_URL, type TestApp } from './testApp.js';

export function orderTestClient(t: TestApp, orgId: () => string) {
  const headers = (cookie?: string) => ({
    ...(cookie ? { cookie } : {}),
    origin: TEST_BASE_URL,
    host: new URL(TEST_BASE_URL).host,
  });
  return {
    patch: (url: string, payload: unknown, cookie?: string) =>
      t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: headers(cookie) }),
    get: (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: headers(cookie) }),
    /** The portal view of /acme: anonymous, or a staff member's main mode with a cookie. */
    async page(cookie?: string) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/acme',
        headers: headers(cookie),
      });
      return portalViewOf(response.body);
    },
    audits: (entityType: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.orgId, orgId()), eq(auditLog.entityType, entityType)))
        .orderBy(asc(auditLog.id)),
  };
}
