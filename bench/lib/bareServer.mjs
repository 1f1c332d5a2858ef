// The baseline: a bare node:http server that answers each path with bytes held in memory, with
// the status and headers Candor sent (node:http adds date and length) for the same request. Run as
// its own process (like Candor) so its CPU can be read from /proc and the load generator does not
// share its event loop. `node bareServer.mjs responses.json` prints its port once listening;
// `--after-streams` first runs other kinds of node streams through the process (bench/processCost.mjs).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the bare server as a child process.
 * @param {{path: string, status: number, headers: Record<string, string>, body: Buffer}[]} responses
 * @param {string} workDir where the bytes are handed over
 */
export async function startBareServer(responses, workDir, { afterStreams = false } = {}) {
  const manifestFile = writeManifest(responses, workDir);
  const args = [fileURLToPath(import.meta.url), manifestFile];
  const child = spawn(process.execPath, afterStreams ? [...args, '--after-streams'] : args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** Writes the responses where a bare server (this file, or bareInProcess.mjs) reads them. */
export function writeManifest(responses, workDir) {
  const manifest = responses.map((r, i) => {
    const bodyFile = join(workDir, `body-${i}`);
    writeFileSync(bodyFile, r.body);
    return { path: r.path, status: r.status, headers: r.headers, bodyFile };
  });
  const manifestFile = join(workDir, 'responses.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifestFile;
}

/** Set by node:http on every answer, or per connection: the bare server's own. */
const HOP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** What the bare server sends at `path` for Candor's answer `r` (a rawRequest result). */
export function bareResponseOf(path, r) {
  const headers = {};
  for (const [name, value] of Object.entries(r.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
  }
  return { path, status: r.status, headers, body: r.body };
}

/** Listens on `port` (0: any) on loopback, answering from the manifest file. */
export function listenBare(manifestFile, port = 0) {
  const routes = new Map();
  for (const entry of JSON.parse(readFileSync(manifestFile, 'utf8'))) {
    const body = readFileSync(entry.bodyFile);
    routes.set(entry.path, {
      status: entry.status,
      headers: { ...entry.headers, 'content-length': String(body.length) },
      body,
    });
  }
  const server = createServer((req, res) => {
    const route = routes.get(req.url);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers).end(route.body);
  });
  server.keepAliveTimeout = 60_000;
  return server.listen(port, '127.0.0.1');
}

async function serve(manifestFile, afterStreams) {
  if (afterStreams) await (await import('./otherStreams.mjs')).runOtherStreams();
  const server = listenBare(manifestFile);
  server.once('listening', () => console.log(server.address().port));
  process.on('SIGTERM', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await serve(process.argv[2], process.argv[3] === '--after-streams');
}
