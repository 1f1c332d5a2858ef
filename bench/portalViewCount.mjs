#!/usr/bin/env node
// `npm run bench:analytics`: what counting a portal view adds to a cached page. The page route
// calls PortalViewCounter.count(viewer) once per page served; this times that call alone (an
// anonymous visitor, and members of 50 accounts) against the same loop calling a function that
// does nothing (the baseline), then one flush of the counts into an embedded database.
// Prints ns per call, median (min–max) over rounds. Asserts nothing; bench/README.md explains.
import { performance } from 'node:perf_hooks';
import { medianRange } from './lib/stats.mjs';

const { PortalViewCounter } =
  await import('../apps/server/src/services/analytics/portalViewCounter.ts');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);

const settings = { publicAccessLevel: 'public', documentAccessType: 'download' };
const base = { orgId: 'org-1', productId: 'product-1', previewingAs: null, grants: {}, settings };
const anonymous = { ...base, actor: { type: 'visitor' }, mode: 'public' };
const members = Array.from({ length: 50 }, (_, i) => ({
  ...base,
  mode: 'account_external',
  actor: { type: 'member', memberId: `m-${i}`, accountId: `a-${i}`, orgId: 'org-1', email: 'x' },
}));

let written = 0;
const fakeDb = { insert: () => ({ values: async (rows) => void (written += rows.length) }) };
const log = { warn: () => {} };
const counter = new PortalViewCounter(fakeDb, log, 3_600_000);
let sink = 0;
const nothing = (viewer) => void (sink += viewer.orgId.length);

function time(fn, viewers) {
  const start = performance.now();
  for (let i = 0; i < CALLS; i += 1) fn(viewers[i % viewers.length]);
  return ((performance.now() - start) * 1e6) / CALLS;
}

const cases = [
  ['anonymous visitor', [anonymous]],
  ['members of 50 accounts', members],
];
console.log(`Portal view counting: ${CALLS.toLocaleString()} calls per round, ${ROUNDS} rounds`);
console.log('case                     baseline ns/call      count() ns/call       added ns/call');
for (const [name, viewers] of cases) {
  const baseline = [];
  const counted = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which goes first, so warming up favours neither.
    if (round % 2 === 0) {
      baseline.push(time(nothing, viewers));
      counted.push(time((v) => counter.count(v), viewers));
    } else {
      counted.push(time((v) => counter.count(v), viewers));
      baseline.push(time(nothing, viewers));
    }
    await counter.flush();
  }
  const added = counted.map((c, i) => c - baseline[i]);
  console.log(
    `${name.padEnd(24)} ${medianRange(baseline, 1).padEnd(21)} ${medianRange(counted, 1).padEnd(21)} ${medianRange(added, 1)}`,
  );
}
await counter.close();
console.log(`rows written by the flushes: ${written} (one per key and flush, not one per view)`);
if (sink < 0) console.log(sink);
