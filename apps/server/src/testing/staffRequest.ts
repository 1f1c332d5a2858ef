/** Calls of the staff API as a browser on the portal's origin would make them. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { findPortalItem, type ItemLookup, type PortalView } from '@candor/domain';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { portalViewOf } from './portalFixture.js';
import { TEST_BASE_URL } from './testApp.js';

type Method = 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE';

/** The headers of a request from a page on the portal's origin, with the session if given. */
export const browserHeaders = (cookie?: string) => ({
  ...(cookie ? { cookie } : {}),
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
});

export function staffRequest(app: FastifyInstance) {
  return (
    method: Method,
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: browserHeaders(cookie),
    });
}

/** The portal page's view, anonymous or for the given session. */
export async function portalView(
  app: FastifyInstance,
  url = '/acme',
  cookie?: string,
): Promise<PortalView> {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return portalViewOf(response.body);
}

/** The card and item a page shows for the lookup, or null. */
export const itemOnPage = (view: PortalView, by: ItemLookup) => findPortalItem(view.sections, by);

/** The audit actions written for an organisation, oldest first. */
export async function auditActions(db: Db, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId)))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}
