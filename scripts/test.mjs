#!/usr/bin/env node
// `npm test`: unit and server tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set),
// then the end-to-end specs in Chromium. The PostgreSQL pass and the build (when e2e will run and
// the build is missing or stale) run beside the PGlite pass, their output kept for its end: no
// test reads apps/*/dist (servers under test render with the web app's source). The end-to-end
// step starts when the PGlite pass ends, beside what is left of the PostgreSQL pass. Ends with
// one line 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { needsBuild } from './lib/buildState.mjs';
import { postgresTestFiles } from './lib/postgresTestFiles.mjs';
import { readPlaywrightReport, readVitestReport } from './lib/testReports.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// TEST_REPORTS_DIR keeps the vitest and Playwright JSON reports (durations per file) there.
const keepReports = process.env.TEST_REPORTS_DIR;
if (keepReports) mkdirSync(keepReports, { recursive: true });
const reports = keepReports || mkdtempSync(join(tmpdir(), 'candor-test-'));
let failedSteps = [];

const runStarted = Date.now();
const timings = [];

/** Runs a step with its output on the terminal; resolves whether it succeeded. */
function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return exitOf(child).then((status) => {
    timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
    if (status !== 0) failedSteps.push(label);
    return status === 0;
  });
}

/** The exit status of a child (1 when it could not start or was killed). */
function exitOf(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Adds a report's counts to the totals and its failed tests to the list printed at the end. */
function count(report) {
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
  failures.push(...report.failures);
}

/**
 * Starts a step in the background, its output in a file; the returned function waits for it,
 * prints the output under the step's label and tells whether it succeeded (counted like `run`'s
 * steps).
 */
function startBeside(label, logName, cmd, args, env = {}) {
  const logFile = join(reports, logName);
  const log = openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  const exited = exitOf(child).then((status) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    timings.push(`${label} (beside) ${seconds} s`);
    return { status, seconds };
  });
  return async () => {
    const { status, seconds } = await exited;
    closeSync(log);
    console.log(`\n▶ ${label} (ran beside the steps above, took ${seconds} s)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    if (status !== 0) failedSteps.push(label);
    return status === 0;
  };
}

const chromium = findChromium();
const waitForBuild =
  chromium && needsBuild()
    ? startBeside('Build', 'build.log', 'npm', ['run', 'build'])
    : async () => true;

const pgUrl = process.env.TEST_DATABASE_URL;
/**
 * Worker counts to try another balance with, e.g. on a quiet machine (the defaults were measured
 * on a busy one, see docs/testing.md "Test speed"): TEST_PG_WORKERS for the PostgreSQL pass
 * (1), E2E_WORKERS for Playwright (its config's 2).
 */
const workersFrom = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a whole number of workers`);
  return value;
};
const pgWorkers = workersFrom('TEST_PG_WORKERS', '1');
/**
 * The PostgreSQL pass's niceness (TEST_PG_NICE, 0 to turn it off): it runs beside the PGlite pass
 * and e2e, which are the run's length end to end, and takes the CPU they leave (docs/testing.md).
 */
const pgNice = process.env.TEST_PG_NICE ?? '10';
if (!/^(1?\d)$/.test(pgNice)) throw new Error('TEST_PG_NICE must be a niceness from 0 to 19');
/** `cmd args` at that niceness, through nice(1) where there is one (Linux, macOS). */
const niced = (niceness, cmd, args) =>
  niceness !== '0' && process.platform !== 'win32'
    ? ['nice', ['-n', niceness, cmd, ...args]]
    : [cmd, args];
const e2eWorkers = workersFrom('E2E_WORKERS', undefined);
const vitestArgs = (out, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...extra,
];

// 1. The server tests on a real PostgreSQL server, in the background beside steps 2 and 3, on
// one worker: much of their time is spent waiting (on the server, another process, on child
// processes and on the outage test's timeouts), so one worker there and step 2's two keep both
// cores busy, and the pass's time is not added after step 2's: it outlasted step 2 by about a
// minute, which step 3 now runs in. At a lower priority (pgNice): steps 2 and 3 come one after
// the other and make the run's length, so what they leave idle is the pass's (on a quiet
// two-core machine 591 s in all, against 622 s at the same priority; before the pass ran only
// the files below, the pass itself outlasted e2e so). Only the files that reach the test
// database run there (scripts/lib/postgresTestFiles.mjs): the others run PGlite or no database
// whatever TEST_DATABASE_URL says, and step 2 has run them already.
const pgReport = join(reports, 'vitest-postgres.json');
const waitForPostgres = pgUrl
  ? startBeside(
      'Server tests (PostgreSQL)',
      'vitest-postgres.log',
      ...niced(
        pgNice,
        'npx',
        vitestArgs(pgReport, [
          '--project',
          '@candor/server',
          '--project',
          '@candor/server-own-process',
          `--maxWorkers=${pgWorkers}`,
          ...postgresTestFiles(join(import.meta.dirname, '..', 'apps', 'server')).postgres,
        ]),
      ),
      { TEST_DATABASE_URL: pgUrl },
    )
  : undefined;

// 2. Every unit and server test on the embedded database.
const pgliteReport = join(reports, 'vitest-pglite.json');
await run('Unit and server tests (PGlite)', 'npx', vitestArgs(pgliteReport), {
  TEST_DATABASE_URL: '',
});
count(readVitestReport(pgliteReport, 'PGlite'));

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
    await run(
      'End-to-end (Chromium)',
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        ...(e2eWorkers ? [`--workers=${e2eWorkers}`] : []),
      ],
      {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      },
    );
    count(readPlaywrightReport(e2eReport));
  }
}

if (waitForPostgres) {
  await waitForPostgres();
  count(readVitestReport(pgReport, 'PostgreSQL'));
}

if (!keepReports) rmSync(reports, { recursive: true, force: true });
const total = Math.round((Date.now() - runStarted) / 1000);
console.log(`\nTimes: ${timings.join('; ')}; total ${total} s`);
if (failures.length) console.log(`\nFailed tests:\n${failures.join('\n')}`);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
