/**
 * Server tests build the real app on a fresh migrated database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) and render pages with the web app's real SSR entry, compiled by vitest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { parseConfig, type Config } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../db/testing.js';
import type { PageAssets } from '../ssr/loadWebRenderer.js';
import type { PageRenderer, RenderedPage } from '../ssr/pageRenderer.js';
import { EncryptedFileStore } from '../storage/encryptedFileStore.js';
import type { FileStore } from '../storage/fileStore.js';
import { LocalFileStore } from '../storage/localFileStore.js';

export const TEST_BASE_URL = 'http://localhost:3000';

/**
 * The web app's SSR entry, from source (vitest compiles the TSX). Imported by a name held in a
 * variable so the server's typecheck does not pull the web app's sources in.
 */
const WEB_ENTRY = '@candor/web/src/entry-server.tsx';
const web = (await import(/* @vite-ignore */ WEB_ENTRY)) as {
  renderPage(page: Parameters<PageRenderer>[0], assets: PageAssets): RenderedPage;
};

/** The web app's renderer without built assets: pages carry their HTML, no script tags. */
export const testRenderer: PageRenderer = (page) =>
  web.renderPage(page, { scripts: [], styles: [] });

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: TEST_BASE_URL }),
    sessionSecret: 'test-secret-test-secret-test-secret-0',
    dataDir: '/nonexistent-test-data-dir',
    // Tests run the integrations' refresh and the audit checkpoints themselves.
    integrationRefreshMs: 0,
    auditCheckpointMs: 0,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The folder store underneath: what lies on disk. */
  fileStore: LocalFileStore;
  /** The store the app uses: fileStore, or it wrapped by EncryptedFileStore (filesEncryptionKey). */
  appFileStore: FileStore;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    renderer?: PageRenderer;
    jobWorker?: BuildAppOptions['jobWorker'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'candor-files-'));
  const fileStore = new LocalFileStore(filesDir);
  // Its own DATA_DIR, where the installation's signing key is made on first use (the receipts of
  // watermarked copies, the feeds), unless the test names one.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candor-data-'));
  const config = testConfig({ dataDir, ...options.config });
  const appFileStore: FileStore = config.filesEncryptionKey
    ? new EncryptedFileStore(fileStore, config.filesEncryptionKey)
    : fileStore;
  const app = await buildApp({
    config,
    database,
    fileStore: appFileStore,
    renderer: options.renderer ?? testRenderer,
    ...(options.jobWorker === undefined ? {} : { jobWorker: options.jobWorker }),
  });
  return {
    app,
    database,
    fileStore,
    appFileStore,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app for the tests of the calling file (or describe block): created before they run,
 * closed after. The object is filled in then, so read its fields inside hooks and tests only.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  // Filled in by beforeAll before any test or hook reads it; the caller keeps this reference.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/** Headers a browser sends when it navigates to a page. */
export const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } as const;

/** The session cookie (name=value) a response set, for the next requests. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'candor_session');
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} response`);
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in through POST /login (JSON) and returns the Cookie header value. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return sessionCookieFrom(response);
}
