#!/usr/bin/env node
// `npm run bench:portal`: throughput and latency of the portal page (anonymous and staff) against
// a static asset file as this machine's ceiling, plus the gzip size of what the first paint loads.
// Prints figures; asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { needsBuild } from '../scripts/lib/buildState.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'bench-Admin-password-42';

if (needsBuild()) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let serverOut = '';
server.stdout.on('data', (d) => (serverOut += d));

function cleanup() {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${serverOut}`);
}

/**
 * The server process's CPU seconds so far (Linux /proc; null elsewhere). Load generator and
 * server share this machine's two cores, so with large pages the client saturates first: CPU
 * per request tells what the server itself spends.
 */
function serverCpuSeconds() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), counted after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function bench(title, url, headers = {}) {
  const cpuBefore = serverCpuSeconds();
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
  const cpuAfter = serverCpuSeconds();
  const cpuMsPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { title, result, cpuMsPerRequest };
}

function row({ title, result, cpuMsPerRequest }) {
  const non2xx = result.non2xx ? `  non-2xx: ${result.non2xx}` : '';
  const cpu = cpuMsPerRequest === null ? '' : `   server CPU ${cpuMsPerRequest.toFixed(3)} ms/req`;
  return `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${cpu}${non2xx}`;
}

await waitForHealth();
const home = await fetch(`${base}/`, { redirect: 'manual' });
const portalPath = home.headers.get('location') ?? '/';
const portalUrl = new URL(portalPath, base).href;

const login = await fetch(`${base}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'admin@northwind.example', password: PASSWORD }),
  redirect: 'manual',
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!cookie) throw new Error(`staff login failed: ${login.status}`);

const html = await (await fetch(portalUrl)).text();
const attr = (re) => [...html.matchAll(re)].map((m) => m[1]);
const scripts = attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const preloads = attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
async function gzipBytes(paths) {
  let raw = 0;
  let gz = 0;
  for (const p of new Set(paths)) {
    const buf = Buffer.from(await (await fetch(new URL(p, base))).arrayBuffer());
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz };
}
const js = await gzipBytes([...scripts, ...preloads]);
const css = await gzipBytes(styles);
const staticAsset = new URL(scripts[0] ?? styles[0], base).href;
const htmlGz = gzipSync(Buffer.from(html), { level: 9 }).length;

console.log(
  `Candor portal benchmark: ${CONNECTIONS} connections, ${DURATION} s each, ${portalPath}`,
);
const smallAsset = new URL(
  attr(/<link[^>]+rel="icon"[^>]+href="(\/assets\/[^"]+)"/g)[0] ?? '/assets/candor-icon-v1.svg',
  base,
).href;
const results = [];
results.push(await bench('static asset: entry JS (ceiling)', staticAsset));
results.push(await bench('portal, anonymous', portalUrl));
results.push(await bench('portal, anonymous, gzip', portalUrl, { 'accept-encoding': 'gzip' }));
results.push(await bench('portal, staff session', portalUrl, { cookie }));
results.push(await bench('static asset: small icon', smallAsset));
for (const r of results) console.log(row(r));
const anonymous = results[1].result.requests.average;
const pct = (other) => ((anonymous / other.result.requests.average) * 100).toFixed(0);
console.log(
  `anonymous portal / entry JS file: ${pct(results[0])} %, / small static file: ${pct(results[4])} % (aim: at least 50 %)`,
);
console.log(
  `first paint: JS ${(js.gz / 1024).toFixed(1)} kB gzip (${(js.raw / 1024).toFixed(1)} kB raw, ${scripts.length + preloads.length} files; aim: at most 150 kB), CSS ${(css.gz / 1024).toFixed(1)} kB gzip (${styles.length} files), HTML ${(htmlGz / 1024).toFixed(1)} kB gzip`,
);
process.exit(0);
