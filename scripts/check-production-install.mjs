#!/usr/bin/env node
// `npm run check:production`: proves that a built, pruned install starts and serves the portal.
// After `npm run build`, it copies the committed tree (git archive HEAD) and the built
// apps/web/dist and apps/server/dist into a temporary folder, installs production dependencies
// only (`npm ci --omit=dev`: no vite, no pino-pretty), runs `npm start` there with no NODE_ENV on
// a free port and an empty data folder, then checks /healthz, the portal page and one hashed
// asset sent precompressed with brotli. Exits non-zero, with the server's output, on any failure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const root = process.cwd();
const STARTUP_TIMEOUT_MS = 120_000;
const BUILT = ['apps/web/dist', 'apps/server/dist'];

const say = (line) => console.log(`production install: ${line}`);
class CheckFailed extends Error {}
function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** GET with the raw (still encoded) body: fetch would decompress it. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    check(server.exitCode === null, `npm start exited with code ${server.exitCode}`);
    const answer = await get(`${base}/healthz`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new CheckFailed(`/healthz did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

function makeCopy(dir) {
  const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD'], {
    cwd: root,
    maxBuffer: 512 * 1024 * 1024,
  });
  check(archive.status === 0, `git archive HEAD failed: ${archive.stderr}`);
  execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  for (const built of BUILT) cpSync(join(root, built), join(dir, built), { recursive: true });
}

function installProductionDependencies(dir) {
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  check(r.status === 0, 'npm ci --omit=dev failed');
  check(!/EBADENGINE/.test(r.stdout + r.stderr), 'npm ci printed EBADENGINE warnings');
  check(
    !existsSync(join(dir, 'node_modules', 'vite')),
    'vite is installed although dev was omitted',
  );
}

async function checkServer(dir, output) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
  };
  // The default is what a container gets: production.
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'BASE_URL', 'WEB_DIST']) delete env[name];
  const server = spawn('npm', ['start'], { cwd: dir, env, detached: true });
  server.stdout.on('data', (chunk) => output.push(chunk));
  server.stderr.on('data', (chunk) => output.push(chunk));
  try {
    await waitForHealth(base, server);
    say(`npm start answered /healthz on port ${port}`);
    const log = Buffer.concat(output).toString();
    check(!/Building Candor|rebuilding/.test(log), 'npm start tried to build');
    check(
      /serving the existing build/.test(log),
      'npm start did not say it serves the existing build',
    );

    let page = await get(`${base}/`, { accept: 'text/html' });
    for (let hops = 0; hops < 3 && [301, 302, 303, 307, 308].includes(page.status); hops++) {
      page = await get(new URL(page.headers.location, base).href, { accept: 'text/html' });
    }
    const html = page.body.toString();
    check(page.status === 200, `the portal page answered ${page.status}`);
    check(/^text\/html/.test(page.headers['content-type'] ?? ''), 'the portal page is not HTML');
    check(html.includes('Northwind Cloud'), 'the portal page does not show the demo trust center');
    // The page's boot script is written into it (or linked, when it imports something) and
    // names the app it loads after the page.
    const script = /<script[^>]+(?:src|data-app)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    check(script, 'the portal page names no hashed script');
    const inline = /<script type="module"(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (inline) {
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      const csp = page.headers['content-security-policy'] ?? '';
      check(csp.includes(hash), "the portal page's CSP does not allow its boot script");
      say(`the portal page's boot script is inline, allowed by the CSP as ${hash}`);
    }
    say(`the portal page is served (${page.body.length} bytes) and names ${script}`);

    const asset = await get(`${base}${script}`, { 'accept-encoding': 'br' });
    const file = join(dir, 'apps/web/dist/client', script);
    check(asset.status === 200, `${script} answered ${asset.status}`);
    check(asset.headers['content-encoding'] === 'br', `${script} was not sent with brotli`);
    check(asset.body.equals(readFileSync(`${file}.br`)), `${script} is not the prebuilt .br file`);
    check(brotliDecompressSync(asset.body).equals(readFileSync(file)), `${script} does not decode`);
    check(/immutable/.test(asset.headers['cache-control'] ?? ''), `${script} is not immutable`);
    say(`${script} is sent precompressed (${asset.body.length} bytes of brotli)`);
  } finally {
    // npm start runs node scripts/start.mjs, which runs the server: stop the whole group.
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null && server.signalCode === null)
        process.kill(-server.pid, 'SIGKILL');
    }
  }
}

async function main() {
  for (const built of BUILT) {
    check(existsSync(join(root, built)), `${built} is missing: run npm run build first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'candor-production-'));
  const output = [];
  try {
    say(`copying HEAD and the build to ${dir}`);
    makeCopy(dir);
    say('npm ci --omit=dev');
    installProductionDependencies(dir);
    // As after `npm prune --omit=dev`, which rewrites package-lock.json: a source is newer than
    // the build, and the build tools are gone.
    const now = new Date();
    utimesSync(join(dir, 'package-lock.json'), now, now);
    await checkServer(dir, output);
    say('ok');
  } catch (error) {
    if (output.length) console.error(Buffer.concat(output).toString());
    console.error(
      `production install: FAILED: ${error instanceof CheckFailed ? error.message : error.stack}`,
    );
    process.exitCode = 1;
  } finally {
    if (process.env.KEEP_PRODUCTION_COPY === '1') say(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
