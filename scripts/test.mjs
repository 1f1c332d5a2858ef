#!/usr/bin/env node
// `npm test`: unit and server tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set),
// then the end-to-end specs in Chromium. The build (when e2e will run and the build is missing or
// stale) runs beside the unit and server tests, its output kept for the end of the vitest steps:
// no test reads apps/*/dist (servers under test render with the web app's source). Ends with one
// line 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { needsBuild } from './lib/buildState.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
// TEST_REPORTS_DIR keeps the vitest and Playwright JSON reports (durations per file) there.
const keepReports = process.env.TEST_REPORTS_DIR;
if (keepReports) mkdirSync(keepReports, { recursive: true });
const reports = keepReports || mkdtempSync(join(tmpdir(), 'candor-test-'));
let failedSteps = [];

const runStarted = Date.now();
const timings = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  if (r.status !== 0) failedSteps.push(label);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += json.numPassedTests ?? 0;
  totals.failed += json.numFailedTests ?? 0;
  totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/**
 * Starts `npm run build` in the background, its output in a file; the returned function waits
 * for it, prints the output and tells whether it succeeded (counted like `run`'s steps).
 */
function startBuild() {
  const label = 'Build';
  const logFile = join(reports, 'build.log');
  const log = openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', log, log], env: process.env });
  let seconds = 0;
  const exited = new Promise((resolve) => {
    // The vitest steps run with spawnSync, which holds this event loop: the exit is seen only
    // after them, so the build's time is taken from its log's last write.
    const done = (status) => {
      seconds = Math.round((statSync(logFile).mtimeMs - started) / 1000);
      timings.push(`build (beside) ${seconds} s`);
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
  return async () => {
    const status = await exited;
    closeSync(log);
    console.log(`\n▶ ${label} (ran beside the tests above, took ${seconds} s)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    if (status !== 0) failedSteps.push(label);
    return status === 0;
  };
}

const chromium = findChromium();
const waitForBuild = chromium && needsBuild() ? startBuild() : async () => true;

const pgUrl = process.env.TEST_DATABASE_URL;
const vitestArgs = (out, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...extra,
];

// 1. Every unit and server test on the embedded database.
const pgliteReport = join(reports, 'vitest-pglite.json');
run('Unit and server tests (PGlite)', 'npx', vitestArgs(pgliteReport), {
  TEST_DATABASE_URL: '',
});
countVitest(pgliteReport);

// 2. The server tests again on a real PostgreSQL server.
if (pgUrl) {
  const pgReport = join(reports, 'vitest-postgres.json');
  const serverProjects = ['--project', '@candor/server', '--project', '@candor/server-own-process'];
  run('Server tests (PostgreSQL)', 'npx', vitestArgs(pgReport, serverProjects), {
    TEST_DATABASE_URL: pgUrl,
  });
  countVitest(pgReport);
}

// 3. End-to-end in Chromium against the built server.
if (!chromium) {
  const line =
    'e2e: skipped, no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)';
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${line}; REQUIRE_E2E=1 makes this a failure`);
    failedSteps.push('e2e (no Chromium)');
    totals.failed += 1;
  } else {
    console.log(line);
  }
} else {
  const built = await waitForBuild();
  if (built) {
    const e2eReport = join(reports, 'playwright.json');
    run('End-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    });
    countPlaywright(e2eReport);
  }
}

if (!keepReports) rmSync(reports, { recursive: true, force: true });
const total = Math.round((Date.now() - runStarted) / 1000);
console.log(`\nTimes: ${timings.join('; ')}; total ${total} s`);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
