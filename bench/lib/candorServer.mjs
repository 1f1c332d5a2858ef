// Starts the built Candor server on a fresh data folder (seeded with the demo on first start) and
// stops it again. Shared by the benchmarks; builds first when the build is missing or stale.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsBuild } from '../../scripts/lib/buildState.mjs';
import { serverEnv } from '../../scripts/lib/serverProcess.mjs';

export const STAFF_EMAIL = 'admin@northwind.example';
export const STAFF_PASSWORD = 'bench-Admin-password-42';

export function buildIfNeeded() {
  if (!needsBuild()) return;
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function waitForHealth(base, child, output, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Candor did not start:\n${output()}`);
}

/**
 * @param {Record<string, string>} [env] extra environment for the server
 * @param {{port?: number, dataDir?: string, nodeArgs?: string[], startTimeoutMs?: number}} [options]
 *   the port (default: a random one of 3900-3989); a data folder to reuse (kept on stop; default:
 *   a fresh one, removed on stop); node flags before the server's script; how long the start may
 *   take (default 2 minutes)
 * @returns {Promise<{base: string, pid: number, dataDir: string, output: () => string, stop: () => Promise<void>}>}
 */
export async function startCandor(env = {}, options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'candor-bench-'));
  const port = options.port ?? 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const args = [...(options.nodeArgs ?? []), 'apps/server/dist/main.js'];
  const child = spawn(process.execPath, args, {
    // As `npm start` starts it (the allocator's settings included).
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopped = false;
  /** Stops the server; resolves once it has exited (its data folder's lock released). */
  const stop = async () => {
    if (stopped) return exited;
    stopped = true;
    child.kill('SIGTERM');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    await exited;
  };
  process.on('exit', () => void stop());
  try {
    await waitForHealth(base, child, () => output, options.startTimeoutMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, pid: child.pid, dataDir, output: () => output, stop };
}

/** Signs the demo staff user in; returns the session cookie (`name=value`) and the sign-in time. */
export async function signInAsStaff(base) {
  const started = performance.now();
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`staff sign-in failed: HTTP ${response.status}`);
  return { cookie, ms };
}

/** Where `/` redirects to: the demo organisation's portal path. */
export async function portalPath(base) {
  const home = await fetch(`${base}/`, { redirect: 'manual' });
  await home.arrayBuffer();
  return new URL(home.headers.get('location') ?? '/', base).pathname;
}
