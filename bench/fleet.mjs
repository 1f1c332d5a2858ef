#!/usr/bin/env node
// `npm run bench:fleet`: one and two built Candor servers on one PostgreSQL database (a
// throwaway database made in the running cluster and dropped at the end), under 100 connections
// for the anonymous portal page and a signed-in staff page: requests per second and p99 of each.
// With two servers the connections are split between them (two autocannon runs in parallel,
// 50 each): req/s is their sum, p99 the larger of the two. Then the time for an edit through one
// server to show on the other's page (median of 20, with spread), beside the same server's own
// (the baseline). Several rounds after a warm-up; prints figures and asserts nothing.
//
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:54999/postgres)
// names the cluster; BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP, BENCH_ROUNDS,
// BENCH_EDITS tune it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildIfNeeded, portalPath, signInAsStaff, startCandor } from './lib/candorServer.mjs';
import { loadRun } from './lib/load.mjs';
import { portalFacts } from './lib/portalFacts.mjs';
import { closeIdleSockets, rawRequest } from './lib/rawRequest.mjs';
import { revisionBumper } from './lib/revisionBump.mjs';
import { envNumber, loadSettings } from './lib/settings.mjs';
import { medianQuartiles, medianRange } from './lib/stats.mjs';

const { CONNECTIONS, SECONDS, WARMUP_SECONDS, ROUNDS } = loadSettings(100);
const EDITS = envNumber('BENCH_EDITS', 20);
const POLL_LIMIT_MS = 5_000;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:54999/postgres';

buildIfNeeded();

const databaseName = `candor_bench_fleet_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

await admin(`create database "${databaseName}"`);
const shared = {
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  FILES_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};
const servers = [];
try {
  // A first: it migrates and seeds the demo; B then starts on the seeded database.
  const basePort = 3900 + Math.floor(Math.random() * 40) * 2;
  servers.push(await startCandor(shared, { port: basePort }));
  servers.push(await startCandor(shared, { port: basePort + 1 }));
  await main(servers[0], servers[1]);
} finally {
  closeIdleSockets();
  for (const server of servers) server.stop();
  // Give the servers their graceful shutdown, then drop what this run made.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await admin(`drop database if exists "${databaseName}" with (force)`).catch((error) =>
    console.error(`could not drop ${databaseName}: ${error.message}`),
  );
}
process.exit(0);

async function main(a, b) {
  const path = await portalPath(a.base);
  const html = await (await fetch(`${a.base}${path}`)).text();
  const facts = portalFacts(html);
  const staff = await signInAsStaff(a.base);
  console.log(
    `Candor fleet benchmark: ${path} on PostgreSQL (${databaseName}), ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s after ${WARMUP_SECONDS} s warm-up`,
  );

  const pages = [
    { title: 'anonymous portal', headers: { 'accept-encoding': 'br' } },
    { title: 'signed-in staff page', headers: { 'accept-encoding': 'br', cookie: staff.cookie } },
  ];
  const setups = [
    { title: 'one server', targets: [a] },
    { title: 'two servers', targets: [a, b] },
  ];
  const run = (targets, page, seconds) => splitLoad(targets, path, page.headers, seconds);

  for (const page of pages) {
    for (const setup of setups) await run(setup.targets, page, WARMUP_SECONDS);
  }
  console.log('\nthroughput: req/s and p99 ms, median (min–max) of the rounds');
  for (const page of pages) {
    for (const setup of setups) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push(await run(setup.targets, page, SECONDS));
      }
      const failed = rounds.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      console.log(
        `  ${page.title.padEnd(22)} ${setup.title.padEnd(12)} ` +
          `${medianRange(rounds.map((r) => r.rps)).padEnd(22)} req/s   ` +
          `p99 ${medianRange(rounds.map((r) => r.p99))} ms` +
          (failed ? `   (${failed} non-2xx or errors)` : ''),
      );
    }
  }

  const bump = await revisionBumper({ base: a.base, cookie: staff.cookie, facts });
  if (!bump) {
    console.log('\nedit propagation: the card edit endpoint is not available');
    return;
  }
  console.log(
    `\nedit on A shown on a page: ${EDITS} edits (hide/show a card through A), time from the ` +
      "edit's answer to the first page with the new revision; median (p25–p75, max) ms",
  );
  const onA = await propagation(bump, a.base, path);
  const onB = await propagation(bump, b.base, path);
  console.log(`  the same server (A)     ${medianQuartiles(onA.times)}`);
  console.log(
    `  the other server (B)    ${medianQuartiles(onB.times)}` +
      (onB.missed ? `   (${onB.missed} not seen within ${POLL_LIMIT_MS} ms)` : ''),
  );
}

/** Connections split between the targets, run in parallel; req/s summed, p99 the worst. */
async function splitLoad(targets, path, headers, seconds) {
  const share = Math.ceil(CONNECTIONS / targets.length);
  const results = await Promise.all(
    targets.map((target) =>
      loadRun({
        url: `${target.base}${path}`,
        headers,
        pid: target.pid,
        connections: share,
        seconds,
      }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p99: Math.max(...results.map((r) => r.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The anonymous page's ETag carries the revisions: a new ETag is the edit arriving. */
async function etagOf(base, path) {
  const response = await rawRequest(`${base}${path}`);
  return response.headers.etag ?? '';
}

async function propagation(bump, base, path) {
  const times = [];
  let missed = 0;
  let hidden = false;
  for (let i = 0; i < EDITS; i++) {
    const before = await etagOf(base, path);
    hidden = !hidden;
    await bump(hidden);
    const edited = performance.now();
    let seen = false;
    while (performance.now() - edited < POLL_LIMIT_MS) {
      if ((await etagOf(base, path)) !== before) {
        seen = true;
        break;
      }
    }
    if (seen) times.push(performance.now() - edited);
    else missed++;
  }
  // Leave the card as it was.
  if (hidden) await bump(false);
  return { times, missed };
}
