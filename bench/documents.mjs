#!/usr/bin/env node
// `npm run bench:documents`: what serving documents costs. Bulk download of BENCH_FILES files of
// BENCH_FILE_BYTES (200 x 1 MB): time against `cat` of the same stored files to /dev/null (the
// machine's ceiling for reading those bytes), and the server's peak RSS for a 1-file zip and for
// the whole set (flat memory: the zip is streamed). Then a watermarked PDF of BENCH_PDF_PAGES
// pages downloaded by a visitor, beside the same file sent unstamped to staff. Rounds alternate
// cold (the files' page cache dropped, `dd iflag=nocache`) and warm; prints medians and spreads.
// A bare node:http server sending the same stored bytes is the second baseline: what HTTP alone
// costs. Downloads go through curl to /dev/null. Asserts nothing; bench/README.md explains the figures.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { medianRange } from './lib/stats.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);

const child = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    'tsx',
    'apps/server/src/testing/benchDocumentsServer.ts',
  ],
  {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
process.on('exit', () => child.kill('SIGTERM'));
const first = await new Promise((resolve, reject) => {
  const lines = createInterface({ input: child.stdout });
  // The server's first JSON line; anything else it prints (e.g. --trace-gc) goes to stderr.
  lines.on('line', (line) => (line.startsWith('{') ? resolve(line) : console.error(line)));
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const server = JSON.parse(first);
const paths = server.files.map((f) => join(server.filesDir, ...f.storageKey.split('/')));
const totalBytes = paths.reduce((sum, p) => sum + readFileSync(p).length, 0);

const status = () => readFileSync(`/proc/${server.pid}/status`, 'utf8');
const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? NaN);
/** Resets the server's peak RSS (VmHWM), so each download's peak is its own. */
function resetPeak() {
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
/**
 * CPU time in ms (user + system) of a process, or of the waited-for children of this one
 * (`children`): a figure the other processes of a shared machine disturb far less than time.
 */
function cpuMs(pid, children = false) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  // utime, stime, cutime, cstime are fields 14-17 of stat(5); `fields` starts at field 3.
  const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
  return ((user + system) * 1000) / clockTicks;
}
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim()) || 100;

const dropCache = (files) => {
  for (const file of files) {
    spawnSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none']);
  }
};

function ceiling(files) {
  const started = performance.now();
  const cpu = cpuMs(process.pid, true);
  const r = spawnSync('sh', ['-c', 'cat "$@" > /dev/null', 'cat', ...files]);
  if (r.status !== 0) throw new Error('cat failed');
  return { ms: performance.now() - started, cpu: cpuMs(process.pid, true) - cpu };
}

/** Reading and decrypting the same files in a node process (bench/lib/decryptFiles.mjs). */
function decryptOnly(files) {
  const r = spawnSync(process.execPath, ['bench/lib/decryptFiles.mjs', ...files]);
  if (r.status !== 0) throw new Error(`decrypt failed: ${r.stderr}`);
  // Timed by the child from its first read: node's start-up is not the floor's.
  const { ms, cpu } = JSON.parse(r.stdout.toString());
  return { ms, cpu };
}

async function bulkZip(files) {
  const started = performance.now();
  const cpu = cpuMs(server.pid);
  const answer = await fetch(`${server.base}${server.portalPath}/api/bulk-download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      files: files.map(({ itemUid, fileId }) => ({ itemUid, fileId })),
      productId: server.productId,
      selectAllUsed: false,
    }),
  });
  const body = await answer.json();
  if (!answer.ok || !body.fileUrl) throw new Error(`bulk download: ${answer.status}`);
  const prepared = performance.now();
  const bytes = await download(`${server.base}${body.fileUrl}`);
  return {
    ms: performance.now() - started,
    prepareMs: prepared - started,
    bytes,
    cpu: cpuMs(server.pid) - cpu,
  };
}

/**
 * Downloads with curl to /dev/null, for the zip and the bare server alike: a native client, so
 * the figure is the server's and not the cost of consuming 200 MB in this process.
 */
async function download(url) {
  const curl = spawn('curl', ['-sS', '--fail', '-o', '/dev/null', '-w', '%{size_download}', url]);
  let out = '';
  curl.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => curl.once('exit', resolve));
  if (code !== 0) throw new Error(`curl ${url}: exit ${code}`);
  return Number(out);
}

/** A bare node:http server sending the same stored files (bench/lib/bareFileServer.mjs). */
async function startBareServer(files) {
  const list = join(tmpdir(), `candor-bench-files-${process.pid}.json`);
  writeFileSync(list, JSON.stringify(files));
  const bare = spawn(process.execPath, ['bench/lib/bareFileServer.mjs', list], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => bare.kill('SIGTERM'));
  const port = await new Promise((resolve) => {
    createInterface({ input: bare.stdout }).once('line', resolve);
  });
  return { url: `http://127.0.0.1:${port}/`, pid: bare.pid };
}

async function bareSend({ url, pid }) {
  const started = performance.now();
  const cpu = cpuMs(pid);
  const bytes = await download(url);
  return { ms: performance.now() - started, bytes, cpu: cpuMs(pid) - cpu };
}

async function signIn() {
  const response = await fetch(`${server.base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify(server.staff),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

async function pdfDownload(cookie) {
  const url = `${server.base}/api/share/${server.orgId}/files/${server.pdf.fileId}?itemUid=${server.pdf.itemUid}&accessType=download`;
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`pdf download: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

const mb = (bytes) => (bytes / 1e6).toFixed(1);
console.log(
  `Candor documents benchmark: ${server.files.length} files, ${mb(totalBytes)} MB in all; ${ROUNDS} rounds (alternately cold and warm); server pid ${server.pid}`,
);
const peakResets = resetPeak();
if (!peakResets) console.log('(peak RSS cannot be reset here: peaks are since the server started)');

// Warm the JIT once, off the record.
await bulkZip(server.files.slice(0, 2));

const bareServer = await startBareServer(paths);
const results = {
  cold: { cat: [], bare: [], zip: [], prepare: [], decrypt: [] },
  warm: { cat: [], bare: [], zip: [], prepare: [], decrypt: [] },
};
const cpuUse = { cat: [], bare: [], zip: [], decrypt: [] };
const peaks = { one: [], all: [] };
const rssBefore = kb('VmRSS');
for (let round = 0; round < ROUNDS; round += 1) {
  const kind = round % 2 === 0 ? 'cold' : 'warm';
  // The ceiling and Candor alternate which goes first.
  const order =
    round % 4 < 2 ? ['cat', 'decrypt', 'bare', 'zip'] : ['zip', 'bare', 'decrypt', 'cat'];
  for (const which of order) {
    if (kind === 'cold') dropCache(paths);
    if (which === 'cat') {
      const { ms, cpu: used } = ceiling(paths);
      results[kind].cat.push(ms);
      cpuUse.cat.push(used);
    } else if (which === 'decrypt') {
      const { ms, cpu: used } = decryptOnly(paths);
      results[kind].decrypt.push(ms);
      cpuUse.decrypt.push(used);
    } else if (which === 'bare') {
      const { ms, bytes, cpu: used } = await bareSend(bareServer);
      if (bytes < totalBytes) throw new Error(`bare server sent too little: ${bytes}`);
      results[kind].bare.push(ms);
      cpuUse.bare.push(used);
    } else {
      resetPeak();
      const { ms, prepareMs, bytes, cpu: used } = await bulkZip(server.files);
      if (bytes < totalBytes) throw new Error(`zip too small: ${bytes} < ${totalBytes}`);
      results[kind].zip.push(ms);
      cpuUse.zip.push(used);
      results[kind].prepare.push(prepareMs);
      peaks.all.push(kb('VmHWM') / 1024);
    }
  }
  resetPeak();
  await bulkZip(server.files.slice(0, 1));
  peaks.one.push(kb('VmHWM') / 1024);
}

for (const kind of ['cold', 'warm']) {
  const { cat, bare, zip, prepare, decrypt } = results[kind];
  const ratios = zip.map((ms, i) => ms / cat[i]);
  const bareRatios = zip.map((ms, i) => ms / bare[i]);
  const rate = zip.map((ms) => totalBytes / 1e6 / (ms / 1000));
  console.log(
    `bulk zip ${kind}: ${medianRange(zip)} ms (${medianRange(rate)} MB/s); cat to /dev/null ${medianRange(cat, 1)} ms; bare HTTP server, same bytes ${medianRange(bare)} ms; zip/cat ${medianRange(ratios, 1)}x (aim: within 3x); zip/bare ${medianRange(bareRatios, 1)}x; of the zip's time, the POST answering the link ${medianRange(prepare)} ms`,
  );
  const floorRatios = decrypt.map((ms, i) => ms / cat[i]);
  console.log(
    `  floor ${kind}: reading and AES-256-GCM decrypting the same files in node, nothing sent, ${medianRange(decrypt)} ms = ${medianRange(floorRatios, 1)}x cat; zip/floor ${medianRange(
      zip.map((ms, i) => ms / decrypt[i]),
      1,
    )}x`,
  );
}
console.log(
  `CPU time (user + system, all rounds): Candor server per zip ${medianRange(cpuUse.zip)} ms; bare HTTP server ${medianRange(cpuUse.bare)} ms; cat ${medianRange(cpuUse.cat)} ms; reading and decrypting ${medianRange(cpuUse.decrypt)} ms`,
);
const spread = peaks.all.map((all, i) => all - peaks.one[i]);
console.log(
  `server peak RSS: 1 file (1 MB) ${medianRange(peaks.one)} MB, ${server.files.length} files (${mb(totalBytes)} MB) ${medianRange(peaks.all)} MB, difference ${medianRange(spread)} MB (aim: under 50 MB); RSS before ${Math.round(rssBefore / 1024)} MB`,
);

const cookie = await signIn();
const stamped = [];
const plain = [];
let pdfBytes = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const visitor = await pdfDownload(null);
  stamped.push(visitor.ms);
  pdfBytes = visitor.bytes;
  plain.push((await pdfDownload(cookie)).ms);
}
console.log(
  `watermarked ${process.env.BENCH_PDF_PAGES ?? 20}-page PDF (${Math.round(server.pdf.size / 1000)} kB stored, ${Math.round(pdfBytes / 1000)} kB sent): visitor (stamped) ${medianRange(stamped, 1)} ms, first ${stamped[0].toFixed(1)} ms; staff (as stored) ${medianRange(plain, 1)} ms`,
);
// The server stops on SIGTERM (and writes its CPU profile, when asked for one) before we exit.
const stopped = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await stopped;
process.exit(0);
