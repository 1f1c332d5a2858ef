/**
 * The endpoints' fuzz (`npm run test:fuzz`, its own CI step, files `*.fuzz.test.ts`): every JSON
 * endpoint the app registers (a zod body or querystring) is sent FUZZ_RUNS generated bodies and
 * query strings from its own schema's neighbourhood (schemaFuzz.ts), by a caller who gets past
 * its authorization: no answer is a 5xx, and no refused request (4xx) changes the
 * organisation's rows. The endpoints are shared among `parts` files, which vitest runs side by
 * side, each with one app.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildMemberSession,
} from '../db/factories.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from './portalFixture.js';
import { usePortalTestApp } from './portalTestApp.js';
import { neighbourhood, queryNeighbourhood } from './schemaFuzz.js';
import { changedTables, tenantTables } from './tenantTables.js';
import { signInAs, TEST_BASE_URL } from './testApp.js';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Requests in flight at once (one app, through inject). */
const BATCH = 8;
/** What a route writes on purpose when it refuses a request. */
const WRITTEN_WHEN_REFUSED: Record<string, string[]> = {
  'POST /login': ['audit_log'], // failed and limited sign-ins are audited
};
/** Routes not fuzzed, each for a reason. */
const SKIPPED = new Set([
  'POST /logout', // ends the caller's session
  'POST /api/statuspage/share/auth/logout',
  // Requiring a second factor sends the caller, who has none, to its set-up: every later
  // request would be refused (403) before its schema is reached.
  'PUT /api/admin/settings/totp',
]);

/** Registers the fuzz of every `parts`-th endpoint, starting with the `part`-th. */
export function fuzzEndpoints(part: number, parts: number): void {
  // No job worker: what it writes in the background is not the requests' doing.
  const { t, f } = usePortalTestApp({ jobWorker: false });

  interface Endpoint {
    key: string;
    method: string;
    url: string;
    body: z.ZodType | null;
    query: z.ZodType | null;
  }

  interface Case {
    query: string;
    body: unknown;
  }

  const zodOf = (schema: unknown): z.ZodType | null =>
    schema && typeof schema === 'object' && '_zod' in schema ? (schema as z.ZodType) : null;

  /**
   * The registered routes with a zod body or querystring, HEAD and SKIPPED left out, and the
   * custom-domain twin of a portal route (`/api/x` beside `/:orgSlug/api/x`: one handler, one
   * schema).
   */
  function endpoints(): Endpoint[] {
    const routes: RouteOptions[] = [...t.app.routeTable];
    const keys = new Set(
      routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)),
    );
    return routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const body = zodOf(schema.body);
      const query = zodOf(schema.querystring);
      if (!body && !query) return [];
      return [route.method]
        .flat()
        .filter(
          (method) =>
            method !== 'HEAD' &&
            !SKIPPED.has(`${method} ${route.url}`) &&
            !keys.has(`${method} /:orgSlug${route.url}`),
        )
        .map((method) => ({ key: `${method} ${route.url}`, method, url: route.url, body, query }));
    });
  }

  let admin: string;
  let member: string;
  let pathValues: Record<string, string>;

  beforeAll(async () => {
    const db = t.database.db;
    const account = await buildAccount(db, { org: f.org, name: 'Globex' });
    const accountMember = await buildAccountMember(db, { account });
    await buildAccessGrant(db, { account, product: f.product });
    member = (await buildMemberSession(db, { member: accountMember })).cookie;
    admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    pathValues = {
      orgSlug: 'acme',
      orgId: f.org.id,
      productId: f.product.id,
      kind: 'DataSecurity',
      accountId: account.id,
      itemUid: f.items.publicItem.uid,
    };
  });

  function send(endpoint: Endpoint, cookie: string, fuzzed: Case): Promise<LightMyRequestResponse> {
    const path = endpoint.url.replace(
      /:(\w+)/g,
      (_, name: string) => pathValues[name] ?? randomUUID(),
    );
    return t.app.inject({
      method: endpoint.method as 'POST',
      url: fuzzed.query ? `${path}?${fuzzed.query}` : path,
      ...(endpoint.body && fuzzed.body !== undefined
        ? { payload: JSON.stringify(fuzzed.body) }
        : {}),
      headers: {
        host: new URL(TEST_BASE_URL).host,
        origin: TEST_BASE_URL,
        cookie,
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  }

  const refusedStatus = (answer: LightMyRequestResponse) =>
    answer.statusCode >= 400 && answer.statusCode < 500;

  /** The organisation's rows, once the portal views counted in memory are written. */
  const tables = async () => {
    await t.app.portalViews.flush();
    return tenantTables(t.database.db, f.org.id);
  };

  /**
   * The next transaction id: unchanged, no transaction wrote anything in between (reads take
   * none), so the organisation's rows need not be read again.
   */
  const nextXid = async () =>
    (
      await t.database.db.execute<{ xid: string }>(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
      )
    ).rows[0]!.xid;

  /**
   * Sends the cases, a few at a time, and tells what went wrong: 5xx answers, and a refused
   * request (4xx) that changed the organisation's rows. Tables are read only after something
   * wrote; a batch mixing refusals with accepted requests has its refusals sent again one by one.
   */
  async function fuzz(endpoint: Endpoint, cookie: string, cases: Case[]): Promise<string[]> {
    const wrong: string[] = [];
    let baseline = await tables();
    let xid = await nextXid();
    const check = async (sent: Case[], answers: LightMyRequestResponse[]): Promise<Case[]> => {
      answers.forEach((answer, i) => {
        if (answer.statusCode >= 500) {
          const text = JSON.stringify(sent[i]);
          // NUL bytes are refused once, in the validation layer (issue 21 item 11).
          const nul = /\\u0000|%00/i.test(text) ? ' (a NUL byte)' : '';
          wrong.push(`${answer.statusCode}${nul} to ${text.slice(0, 300)}`);
        }
      });
      const wrote = (await nextXid()) !== xid;
      let again: Case[] = [];
      if (wrote) {
        const after = await tables();
        const changed = changedTables(baseline, after).filter(
          (table) => !WRITTEN_WHEN_REFUSED[endpoint.key]?.includes(table),
        );
        if (answers.every(refusedStatus)) {
          if (changed.length) {
            wrong.push(
              `refusals changed ${changed.join(', ')}: ${JSON.stringify(sent).slice(0, 300)}`,
            );
          }
        } else if (sent.length > 1) again = sent.filter((_, i) => refusedStatus(answers[i]!));
        baseline = after;
        xid = await nextXid();
      }
      return again;
    };
    for (let i = 0; i < cases.length; i += BATCH) {
      const batch = cases.slice(i, i + BATCH);
      const again = await check(
        batch,
        await Promise.all(batch.map((one) => send(endpoint, cookie, one))),
      );
      for (const one of again) await check([one], [await send(endpoint, cookie, one)]);
    }
    return wrong;
  }

  describe('every JSON endpoint, fed its schema’s neighbourhood', () => {
    it('finds the endpoints', () => {
      expect(endpoints().length).toBeGreaterThan(50);
    });

    it(`answers no 5xx to ${FUZZ_RUNS} generated cases each, and what it refuses writes nothing`, async () => {
      const wrong: string[] = [];
      for (const endpoint of endpoints().filter((_, i) => i % parts === part)) {
        // Each distinct case once.
        const sampled = fc.sample(
          fc.record({
            query: endpoint.query ? queryNeighbourhood(endpoint.query) : fc.constant(''),
            body: endpoint.body ? neighbourhood(endpoint.body) : fc.constant(undefined),
          }),
          { numRuns: FUZZ_RUNS, seed: 21 },
        );
        const cases = [...new Map(sampled.map((one) => [JSON.stringify(one), one])).values()];
        // Staff with every scope reach every staff and public route; member routes answer the
        // account's member.
        const probe = await send(endpoint, admin, cases[0]!);
        const cookie = [401, 403].includes(probe.statusCode) ? member : admin;
        const found = await fuzz(endpoint, cookie, cases);
        // The first wrong answer of another cause than a NUL byte, when there is one.
        const first = found.find((one) => !one.includes('(a NUL byte)')) ?? found[0];
        if (first) wrong.push(`${endpoint.key}: ${found.length} × ${first}`);
      }
      expect(wrong).toEqual([]);
    }, 600_000);
  });
}
