import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// One server for the whole run, on a fresh embedded database seeded with the demo content.
// The config is evaluated again in each worker; the env keeps their values the same.
process.env.CANDOR_E2E_PORT ??= String(3400 + Math.floor(Math.random() * 500));
if (!process.env.CANDOR_E2E_DATA) {
  // The server's data folder, made by the runner's process (the workers inherit the env) and
  // removed when it exits: Playwright has stopped the web servers by then. Not in a global
  // teardown, which Playwright runs while they are still up.
  const dataDir = mkdtempSync(join(tmpdir(), 'candor-e2e-'));
  process.env.CANDOR_E2E_DATA = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.CANDOR_E2E_PASSWORD ??= 'e2e-Admin-password-42';
// The mail catcher: SMTP for the server, HTTP for the specs (fixtures.ts `mailbox`).
process.env.CANDOR_E2E_SMTP_PORT ??= String(Number(process.env.CANDOR_E2E_PORT) + 1000);
process.env.CANDOR_E2E_MAIL_PORT ??= String(Number(process.env.CANDOR_E2E_PORT) + 1500);
// Ask AI's provider: the tests' OpenAI-compatible fake (e2e/fakeOpenAiServer.ts).
process.env.CANDOR_E2E_AI_PORT ??= String(Number(process.env.CANDOR_E2E_PORT) + 2000);
// The fake bug-bounty and status-page providers (providers.spec.ts starts them on this port).
process.env.CANDOR_E2E_PROVIDER_PORT ??= String(Number(process.env.CANDOR_E2E_PORT) + 2500);
// The DNS server (UDP) the server verifies domains' TXT records at: staffIdentity.ts starts it (adoptCandor.spec.ts).
process.env.CANDOR_E2E_DNS_PORT ??= String(Number(process.env.CANDOR_E2E_PORT) + 3000);

const port = Number(process.env.CANDOR_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // No second try: a spec that fails once is a defect to find (the staff card menu that once
  // moved under the click was the portal growing as it hydrated, staff.spec.ts 'does not move').
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/mailCatcher.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.CANDOR_E2E_MAIL_PORT}/mails`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_CATCHER_SMTP_PORT: process.env.CANDOR_E2E_SMTP_PORT,
        MAIL_CATCHER_HTTP_PORT: process.env.CANDOR_E2E_MAIL_PORT,
      },
    },
    {
      command: 'node --import tsx e2e/fakeOpenAiServer.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.CANDOR_E2E_AI_PORT}/v1/models`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_OPENAI_PORT: process.env.CANDOR_E2E_AI_PORT },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${baseURL}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: baseURL,
        DATA_DIR: process.env.CANDOR_E2E_DATA,
        ADMIN_PASSWORD: process.env.CANDOR_E2E_PASSWORD,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.CANDOR_E2E_SMTP_PORT}`,
        // Seeding routes for the specs (routes/testing).
        CANDOR_E2E_ROUTES: '1',
        AI_BASE_URL: `http://127.0.0.1:${process.env.CANDOR_E2E_AI_PORT}/v1`,
        AI_CHAT_MODEL: 'fake-chat',
        AI_EMBEDDING_MODEL: 'fake-embed',
        // The SSRF guard's allowlist: the fake providers listen on 127.0.0.1 over http.
        SAFE_FETCH_ALLOW: '127.0.0.1',
        HACKERONE_URL: `http://127.0.0.1:${process.env.CANDOR_E2E_PROVIDER_PORT}`,
        CUSTOM_DOMAIN_DNS_SERVERS: `127.0.0.1:${process.env.CANDOR_E2E_DNS_PORT}`,
      },
    },
  ],
});
