/**
 * Two Candor servers on one PostgreSQL database, as a fleet behind a load balancer runs them:
 * two apps built in this process, each with its own connection pool, its own LISTEN connection
 * and its own job worker, sharing the database and the file store. In-process change notices
 * are scoped to each app's database handle, so what B learns of A's changes it learns through
 * PostgreSQL, as a server on another machine would.
 *
 * PostgreSQL only (TEST_DATABASE_URL): on PGlite there is one process by construction.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { SIGN_IN_LIMITS } from '../auth/signInLimits.js';
import type { Database } from '../db/client.js';
import { createPool, wrapPool } from '../db/postgres.js';
import { files, jobs, mailOutbox, rateLimits } from '../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../db/testing.js';
import { tickKey } from '../jobs/periodicJobs.js';
import { SESSION_CLEANUP_JOB, SESSION_CLEANUP_QUEUE } from '../jobs/sessionCleanup.js';
import { notifyJobsQueued } from '../jobs/jobSignals.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { onPortalChanged } from './portalChanges.js';
import { LocalFileStore } from '../storage/localFileStore.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import {
  buildPortalFixture,
  portalViewOf,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type PortalFixture,
} from '../testing/portalFixture.js';
import { smtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer.js';
import { signInAs, TEST_BASE_URL, testConfig, testRenderer } from '../testing/testApp.js';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

interface Server {
  app: FastifyInstance;
  database: Database;
  closed: boolean;
}

let databaseA: TestDatabase;
let databaseB: Database;
let filesDir: string;
let smtp: SmtpTestServer;
let a: Server;
let b: Server;
let f: PortalFixture;
let cookie: string;

/** Portal pages B rendered (A's are not counted). */
let portalRendersOfB = 0;
let portalRendersOfA = 0;
const countingRenderer: PageRenderer = (page) => {
  if (page.kind === 'portal') portalRendersOfB += 1;
  return testRenderer(page);
};
const countingRendererOfA: PageRenderer = (page) => {
  if (page.kind === 'portal') portalRendersOfA += 1;
  return testRenderer(page);
};

async function startServer(
  database: Database,
  fileStore: LocalFileStore,
  renderer: PageRenderer = testRenderer,
): Promise<Server> {
  const app = await buildApp({
    config: testConfig({ smtpUrl: smtp.url }),
    database,
    fileStore,
    renderer,
    jobWorker: { pollMs: 50 },
  });
  return { app, database, closed: false };
}

async function closeServer(server: Server | undefined): Promise<void> {
  if (!server || server.closed) return;
  server.closed = true;
  await server.app.close();
}

/** Polls `check` every 20 ms until it holds, failing after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!POSTGRES)(
  'two servers on one PostgreSQL database (skipped on PGlite: needs TEST_DATABASE_URL)',
  () => {
    beforeAll(async () => {
      smtp = await smtpTestServer();
      await smtp.start();
      databaseA = await createTestDatabase();
      // B: the same database through a pool of its own, as another machine would open it.
      databaseB = wrapPool(createPool(databaseA.url!, { max: 4 }));
      filesDir = mkdtempSync(path.join(os.tmpdir(), 'candor-fleet-files-'));
      const fileStore = new LocalFileStore(filesDir);
      f = await buildPortalFixture(databaseA.db, fileStore);
      a = await startServer(databaseA, fileStore, countingRendererOfA);
      b = await startServer(databaseB, fileStore, countingRenderer);
      cookie = await signInAs(a.app, STAFF_EMAIL, STAFF_PASSWORD);
    });

    afterAll(async () => {
      await closeServer(b);
      await closeServer(a);
      await databaseB?.close();
      await databaseA?.close();
      await smtp?.stop();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    });

    const dataSecurityOn = async (server: Server) => {
      const page = await server.app.inject({ method: 'GET', url: '/acme' });
      expect(page.statusCode).toBe(200);
      return portalViewOf(page.body).sections.some(
        (section) =>
          section.id === 'cards' && section.cards.some((card) => card.kind === 'DataSecurity'),
      );
    };

    /** Hides or shows DataSecurity through A; once answered, `heard` is what B hears of it. */
    const setHiddenThroughA = async (
      hidden: boolean,
    ): Promise<{ heard: Promise<string | null> }> => {
      // What B hears, it hears through PostgreSQL: notices in this process are scoped per app.
      const heardByB = new Promise<string | null>((resolve) => {
        const stop = onPortalChanged((orgId) => {
          stop();
          resolve(orgId);
        }, databaseB.db);
      });
      const response = await a.app.inject({
        method: 'PATCH',
        url: `/api/trust-center/products/${f.product.id}/cards/DataSecurity`,
        payload: { hidden },
        headers: { cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { heard: heardByB };
    };

    it('an edit through A is on B’s page within one second', async () => {
      // B has the page cached (a second request is answered from its memory).
      expect(await dataSecurityOn(b)).toBe(true);
      expect(await dataSecurityOn(b)).toBe(true);
      const { heard } = await setHiddenThroughA(true);
      expect(await within(1000, async () => !(await dataSecurityOn(b)))).toBe(true);
      expect(await heard).toBe(f.org.id);
    });

    it('B renders the page its visitors hit again once it hears A’s change, and serves that render', async () => {
      // A visitor of B asked for the page (the previous test left the card hidden).
      expect(await dataSecurityOn(b)).toBe(false);
      const before = portalRendersOfB;
      expect(await (await setHiddenThroughA(false)).heard).toBe(f.org.id);

      // B renders it again without any visitor asking; the next visitor gets that render.
      expect(await within(1000, async () => portalRendersOfB > before)).toBe(true);
      expect(await dataSecurityOn(b)).toBe(true);
      expect(portalRendersOfB).toBe(before + 1);
    });

    it('A renders its own visitors’ page once per change: its own notice, coming back through PostgreSQL, is skipped', async () => {
      expect(await dataSecurityOn(a)).toBe(true);
      const before = portalRendersOfA;
      // However busy the machine, A's answer waits for its re-render (250 ms in production).
      a.app.hotPages.holdMs = 60_000;
      const { heard } = await setHiddenThroughA(true);
      try {
        // Rendered again before the answer; B has heard the notice, and A's own listener got
        // the same one (sent to every listener at the commit): no second render follows.
        expect(portalRendersOfA).toBe(before + 1);
        expect(await heard).toBe(f.org.id);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await dataSecurityOn(a)).toBe(false);
        expect(portalRendersOfA).toBe(before + 1);
      } finally {
        await (
          await setHiddenThroughA(false)
        ).heard;
      }
    });

    it('twenty sign-in attempts spread over A and B get the same 429 as twenty on one', async () => {
      const points = SIGN_IN_LIMITS.perAddress.points;
      const attempt = (server: Server, ip: string, i: number) =>
        server.app.inject({
          method: 'POST',
          url: '/login',
          headers: { 'content-type': 'application/json' },
          payload: { email: `guess-${i}@acme.example`, password: 'a-wrong-guess' },
          remoteAddress: ip,
        });
      const statuses = async (servers: Server[], ip: string) => {
        const seen: number[] = [];
        for (let i = 0; i <= points; i++) {
          seen.push((await attempt(servers[i % servers.length]!, ip, i)).statusCode);
        }
        return seen;
      };

      const oneServer = await statuses([a], '10.20.0.1');
      const spread = await statuses([a, b], '10.20.0.2');
      expect(oneServer).toEqual([...Array<number>(points).fill(401), 429]);
      expect(spread).toEqual(oneServer);
      // Refused on both servers alike, and counted where both see it.
      expect((await attempt(b, '10.20.0.2', 99)).statusCode).toBe(429);
      expect((await attempt(a, '10.20.0.2', 99)).statusCode).toBe(429);
      const [counter] = await databaseA.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, 'sign-in-address:10.20.0.2'));
      expect(counter?.points).toBeGreaterThan(points);
    });

    it('a job scheduled while both run is executed exactly once', async () => {
      const key = `fleet-test-mail:${Date.now()}`;
      await databaseA.db.transaction((tx) =>
        enqueueMail(tx, {
          orgId: f.org.id,
          to: 'reviewer@customer.example',
          template: 'staffInvite',
          data: {
            displayName: 'Dana Doe',
            invitedBy: 'Sam Staff',
            link: `${TEST_BASE_URL}/set-password?token=fleet`,
            expiresAt: '2026-12-01T09:30:00.000Z',
          },
          idempotencyKey: key,
          baseUrl: TEST_BASE_URL,
        }),
      );
      // Wakes both workers at once: they race for the same job.
      notifyJobsQueued();
      const jobOf = async () =>
        (await databaseA.db.select().from(jobs).where(eq(jobs.idempotencyKey, key)))[0];
      expect(await within(10_000, async () => (await jobOf())?.status === 'succeeded')).toBe(true);
      // Several more polls of both workers: nothing runs it again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        smtp.received.filter((mail) => mail.envelopeTo.includes('reviewer@customer.example')),
      ).toHaveLength(1);
      expect((await jobOf())?.attempts).toBe(1);
      const [outbox] = await databaseA.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, key));
      expect(outbox?.status).toBe('sent');

      // Both servers scheduled the session clean-up of this tick when they started: one job.
      const cleanups = await databaseA.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, SESSION_CLEANUP_QUEUE),
            eq(jobs.idempotencyKey, tickKey(SESSION_CLEANUP_JOB)),
          ),
        );
      expect(cleanups).toHaveLength(1);
    });

    it('killing A mid-upload leaves no half document for B to serve', async () => {
      const documentsBefore = await databaseA.db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.orgId, f.org.id));
      const orgFilesDir = path.join(filesDir, 'orgs', f.org.id, 'files');
      const blobsBefore = readdirSync(orgFilesDir).sort();

      await a.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = a.app.server.address() as AddressInfo;
      const boundary = '----candorfleet';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="SOC 2.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      );
      const declaredLength = head.length + 4 * 1024 * 1024;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/documents/trust-center',
        headers: {
          cookie,
          origin: TEST_BASE_URL,
          host: new URL(TEST_BASE_URL).host,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(declaredLength),
        },
      });
      const ended = new Promise<void>((resolve) => {
        request.on('error', () => resolve());
        request.on('close', () => resolve());
      });
      // Half the document arrives, then the server dies: its socket is cut and it closes.
      request.write(head);
      request.write(Buffer.alloc(2 * 1024 * 1024, 0x41));
      await new Promise((resolve) => setTimeout(resolve, 100));
      request.socket?.destroy();
      request.destroy();
      await ended;
      await closeServer(a);

      // B serves what the database and the store hold: nothing of the upload.
      const documentsAfter = await databaseB.db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.orgId, f.org.id));
      expect(documentsAfter).toEqual(documentsBefore);
      expect(readdirSync(orgFilesDir).sort()).toEqual(blobsBefore);
      const library = await b.app.inject({
        method: 'GET',
        url: '/api/documents/trust-center',
        headers: { cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host },
      });
      expect(library.statusCode, library.body).toBe(200);
      expect(library.body).not.toContain('SOC 2.pdf');
    });
  },
);
