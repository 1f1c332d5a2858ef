#!/usr/bin/env node
// `node bench/signInFlood.mjs`: what a flood of sign-ins (a new e-mail and a new client address
// per request, as a botnet would send) does to everyone else: the latency of a static asset
// alone, then during the flood, and how the flood itself was answered. Prints figures; asserts
// nothing. The server trusts loopback as its proxy so that each request can claim its own address.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildIfNeeded, startCandor } from './lib/candorServer.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 100);
const ASSET_CONNECTIONS = 10;

buildIfNeeded();
// Loopback is the trusted proxy, so each flood request can claim its own client address.
const { base } = await startCandor({ TRUST_PROXY: 'loopback' });

/** A hashed asset the portal page links to. */
function assetPath() {
  const manifest = JSON.parse(readFileSync('apps/web/dist/client/.vite/manifest.json', 'utf8'));
  const entry = Object.entries(manifest).find(([key]) => /boot\.[jt]s$/.test(key))?.[1];
  return `/${entry.file}`;
}

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, ...options }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );

let n = 0;
const flood = () =>
  run({
    url: `${base}/login`,
    connections: FLOOD_CONNECTIONS,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ email: `flood-${n}@bench.example`, password: 'guess-guess' }),
          };
        },
      },
    ],
  });

const asset = (url) => run({ url, connections: ASSET_CONNECTIONS });

const line = (title, r) =>
  `${title.padEnd(30)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   max ${String(r.latency.max).padStart(6)} ms   errors ${r.errors}, timeouts ${r.timeouts}`;

const url = `${base}${assetPath()}`;
console.log(
  `static asset ${assetPath()}, ${DURATION} s each, flood: ${FLOOD_CONNECTIONS} connections`,
);
console.log(line('asset alone', await asset(url)));
const [floodResult, during] = await Promise.all([flood(), asset(url)]);
console.log(line('asset during the flood', during));
console.log(line('sign-in flood', floodResult));
const counts = Object.entries(floodResult.statusCodeStats ?? {})
  .map(([status, { count }]) => `${status}: ${count}`)
  .join(', ');
console.log(`sign-in answers by status       ${counts}`);
process.exit(0);
