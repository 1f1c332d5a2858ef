#!/usr/bin/env node
// `npm run bench:memory`: how much memory the built server holds on the embedded database
// (PGlite) with the demo. It builds when stale, starts the server (NODE_ENV=production) on a fresh
// data folder (the first start seeds the demo), restarts it on the same folder, asks for
// BENCH_PAGES (1,000) distinct portal pages, then makes a bulk download of every document of the
// demo, and prints after each step the server's resident memory from /proc/<pid>/status (VmRSS,
// and VmHWM: its peak since the start) and V8's figures (process.memoryUsage()), which a probe
// preloaded only by this script (`bench/lib/memoryProbe.mjs`) prints to stderr on SIGUSR2.
// Asserts nothing; bench/README.md explains the figures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, portalPath, signInAsStaff, startCandor } from './lib/candorServer.mjs';

const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const SIGNED_IN_PAGES = Number(process.env.BENCH_SIGNED_IN_PAGES ?? 100);
const CONCURRENCY = 4;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MB = 1024 * 1024;

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-memory-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
// Interrupted: exit, so that the servers are stopped and the data folder removed.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
const start = () =>
  startCandor(
    {},
    { dataDir, nodeArgs: ['--import', './bench/lib/memoryProbe.mjs'], startTimeoutMs: 600_000 },
  );

const statusKb = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** The probe's next `candor-memory` line, asked for with SIGUSR2. */
async function v8Figures(server) {
  const seen = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('candor-memory ')).length;
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 50; i += 1) {
    await new Promise((r) => setTimeout(r, 20));
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('candor-memory '));
    if (lines.length > seen) return JSON.parse(lines.at(-1).slice('candor-memory '.length));
  }
  return null;
}

const rows = [];
async function sample(step, server) {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const v8 = await v8Figures(server);
  const row = {
    step,
    rss: statusKb(server.pid, 'VmRSS') / 1024,
    hwm: statusKb(server.pid, 'VmHWM') / 1024,
    heapUsed: v8 && v8.heapUsed / MB,
    heapTotal: v8 && v8.heapTotal / MB,
    external: v8 && v8.external / MB,
    arrayBuffers: v8 && v8.arrayBuffers / MB,
  };
  rows.push(row);
  const f = (v) => (v === null ? 'n/a' : `${Math.round(v)} MB`);
  console.log(
    `${step}: RSS ${f(row.rss)} (peak ${f(row.hwm)}); V8 heap used ${f(row.heapUsed)} of ` +
      `${f(row.heapTotal)}, external ${f(row.external)} (array buffers ${f(row.arrayBuffers)})`,
  );
}

/** Every `uid` in the page data, and each item's documents (`{itemUid, fileId}`). */
function demoFacts(html) {
  const json = html.match(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('the portal page carries no page data');
  const data = JSON.parse(json);
  const uids = new Set();
  const kinds = new Set();
  const files = [];
  const walk = (value) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    if (typeof value.uid === 'string') {
      uids.add(value.uid);
      for (const doc of value.documents ?? [])
        if (doc.fileId) files.push({ itemUid: value.uid, fileId: doc.fileId });
    }
    if (typeof value.kind === 'string' && value.expandable) kinds.add(value.kind);
    Object.values(value).forEach(walk);
  };
  walk(data.view.sections);
  return {
    uids: [...uids],
    kinds: [...kinds],
    products: data.view.products.map((p) => p.id),
    productId: data.view.product.id,
    files,
  };
}

/**
 * Distinct addresses the page cache keys on: each product, each item by uid, each card's drawer
 * and each item in it; past those, a drawer with an item uid the card does not hold (a page
 * of its own, the drawer with nothing selected).
 */
function distinctAddresses(portal, facts, count) {
  const addresses = facts.products.map((id) => `${portal}?productId=${id}`);
  for (const uid of facts.uids) addresses.push(`${portal}?itemUid=${uid}`);
  for (const kind of facts.kinds) {
    addresses.push(`${portal}?show=true&kind=${kind}`);
    for (const uid of facts.uids) addresses.push(`${portal}?show=true&kind=${kind}&itemUid=${uid}`);
  }
  for (let i = 0; addresses.length < count; i += 1) {
    const kind = facts.kinds[i % facts.kinds.length];
    addresses.push(`${portal}?show=true&kind=${kind}&itemUid=bench-${i}`);
  }
  return addresses.slice(0, count);
}

/** Asks for each address (a browser's headers), a few at a time; counts the answers by status. */
async function visit(base, addresses, headers = {}) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++];
      const answer = await fetch(`${base}${address}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers },
      });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
}

let server = await start();
await sample('after the first start (the demo seeded)', server);
await server.stop();

// Each round restarts the server on the same folder: the figures after it are independent.
for (let round = 1; round <= ROUNDS; round += 1) {
  server = await start();
  await sample('after a restart', server);

  const portal = await portalPath(server.base);
  const facts = demoFacts(await (await fetch(`${server.base}${portal}`)).text());
  const anonymous = distinctAddresses(portal, facts, PAGES);
  const signedIn = distinctAddresses(portal, facts, SIGNED_IN_PAGES);
  const staff = await signInAsStaff(server.base);
  console.log(
    `pages: ${anonymous.length} anonymous (${await visit(server.base, anonymous)}), ` +
      `${signedIn.length} signed in as staff (${await visit(server.base, signedIn, { cookie: staff.cookie })})`,
  );
  await sample(`after ${anonymous.length + signedIn.length} distinct pages`, server);

  const started = performance.now();
  const answer = await fetch(`${server.base}${portal}/api/bulk-download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ files: facts.files, productId: facts.productId, selectAllUsed: true }),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`bulk download: HTTP ${answer.status} ${JSON.stringify(body)}`);
  const zip = Buffer.from(await (await fetch(`${server.base}${body.fileUrl}`)).arrayBuffer());
  console.log(
    `bulk download: ${body.successCount} of ${facts.files.length} documents, ` +
      `${Math.round(zip.length / 1024)} kB zip, ${Math.round(performance.now() - started)} ms`,
  );
  await sample('after a bulk download', server);
  await server.stop();
}

console.log(
  `\n${ROUNDS} round(s) after the first start; each cell: median (lowest–highest) of the rounds`,
);
console.log('| step | RSS | peak RSS | V8 heap used | external | array buffers |');
console.log('| --- | --- | --- | --- | --- | --- |');
const cell = (values) => {
  const known = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return 'n/a';
  const r = Math.round;
  const median = known[Math.floor((known.length - 1) / 2)];
  return known.length === 1
    ? `${r(median)} MB`
    : `${r(median)} MB (${r(known[0])}–${r(known.at(-1))})`;
};
for (const step of [...new Set(rows.map((r) => r.step))]) {
  const of = rows.filter((r) => r.step === step);
  const column = (key) => cell(of.map((r) => r[key]));
  console.log(
    `| ${step} | ${column('rss')} | ${column('hwm')} | ${column('heapUsed')} | ${column('external')} | ${column('arrayBuffers')} |`,
  );
}
console.log(
  `\nload average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
