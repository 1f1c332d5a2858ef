#!/usr/bin/env node
// `node bench/processCost.mjs`: why a small file costs Candor more CPU than the bare server
// (bench:portal), answered by moving the bare server. The same bytes (the boot script, an
// organisation image) from: the bare server in its own process; the bare server in a process that
// first ran node's other stream kinds (lib/otherStreams.mjs); the bare server inside Candor's
// process; Candor's replay (http/fastPath.ts). CPU per request of each process, from /proc,
// interleaved rounds. Asserts nothing. bench/README.md "Issue 26 figures" has the reading.
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareResponseOf, startBareServer, writeManifest } from './lib/bareServer.mjs';
import { buildIfNeeded, portalPath, startCandor } from './lib/candorServer.mjs';
import { loadRun } from './lib/load.mjs';
import { rawRequest } from './lib/rawRequest.mjs';
import { loadSettings } from './lib/settings.mjs';
import { median, medianRange } from './lib/stats.mjs';

const { CONNECTIONS, SECONDS, WARMUP_SECONDS, ROUNDS } = loadSettings(50);
const ACCEPT_ENCODING = 'gzip, deflate, br';

buildIfNeeded();
const workDir = mkdtempSync(join(tmpdir(), 'candor-bench-process-'));
const manifestFile = join(workDir, 'in-candor.json');
const insidePort = 4000 + Math.floor(Math.random() * 90);
const candor = await startCandor(
  { BENCH_BARE_MANIFEST: manifestFile, BENCH_BARE_PORT: String(insidePort) },
  { nodeArgs: ['--import', fileURLToPath(new URL('./lib/bareInProcess.mjs', import.meta.url))] },
);
const stops = [() => candor.stop()];
try {
  await main();
} finally {
  for (const stop of stops) await stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);

async function main() {
  const html = await (await fetch(`${candor.base}${await portalPath(candor.base)}`)).text();
  const paths = [/\/assets\/boot-[\w-]+\.js/, /\/api\/share\/[\w-]+\/assets\/[\w-]+\?v=\d+/].map(
    (re) => html.match(re)?.[0],
  );
  const responses = [];
  for (const path of paths.filter(Boolean)) {
    await rawRequest(`${candor.base}${path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
    const r = await rawRequest(`${candor.base}${path}`, {
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
    responses.push(bareResponseOf(path, r));
  }
  const bare = await startBareServer(responses, workDir);
  const afterStreams = await startBareServer(responses, mkdtempSync(join(workDir, 's-')), {
    afterStreams: true,
  });
  stops.push(bare.stop, afterStreams.stop);
  // Renamed into place: the server inside Candor reads it once it exists.
  renameSync(writeManifest(responses, mkdtempSync(join(workDir, 'c-'))), manifestFile);
  const inCandor = { base: `http://127.0.0.1:${insidePort}`, pid: candor.pid };
  await waitForAnswer(`${inCandor.base}${responses[0].path}`);

  const servers = [
    { name: 'bare, own process', ...bare },
    { name: 'bare, after other streams', ...afterStreams },
    { name: "bare, inside Candor's process", ...inCandor },
    { name: 'Candor (replay)', base: candor.base, pid: candor.pid },
  ];
  console.log(
    `Process cost: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s after ${WARMUP_SECONDS} s warm-up; CPU per request of the answering process`,
  );
  for (const { path, body } of responses) {
    const run = (server, seconds) =>
      loadRun({
        url: `${server.base}${path}`,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        pid: server.pid,
        connections: CONNECTIONS,
        seconds,
      });
    const runs = new Map(servers.map((s) => [s, []]));
    for (const server of servers) await run(server, WARMUP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) runs.get(server).push(await run(server, SECONDS));
    }
    console.log(`\n${path} (${body.length} B)`);
    const baseline = median(runs.get(servers[0]).map((x) => x.cpuMsPerRequest));
    for (const server of servers) {
      const cpu = runs.get(server).map((x) => x.cpuMsPerRequest);
      console.log(
        `  ${server.name.padEnd(30)} req/s ${medianRange(runs.get(server).map((x) => x.rps)).padEnd(22)} CPU ms/req ${medianRange(cpu, 4).padEnd(26)} ×${(median(cpu) / baseline).toFixed(2)}`,
      );
    }
  }
}

async function waitForAnswer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await rawRequest(url)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer at ${url}`);
}
