#!/usr/bin/env node
// `npm run bench:pdf-dos`: whether hostile PDFs stall the server (issue 21, items 7 and 8). The
// built server on the demo; a prober asks /healthz every 20 ms throughout and its latency is
// reported per phase: at rest (the baseline), while staff upload a decompression bomb (a 1-page
// PDF whose content stream inflates to 200 MB; refused, 413), while a 3,000-page PDF is uploaded
// and linked to a public item, and while anonymous visitors download it BENCH_DOWNLOADS at once:
// first a fresh copy of the file (the stamp made once, in the PDF pool), then the same again in
// the same minute (the stamped copy shared); then distinct documents at once (a stamp each), from
// as many addresses and from one. Each phase runs BENCH_ROUNDS rounds (fresh bytes per round
// where it matters); figures are the median (min–max) over rounds. Prints figures; asserts nothing.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { buildIfNeeded, signInAsStaff, startCandor } from './lib/candorServer.mjs';
import { median, medianRange, quantile } from './lib/stats.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 4);
const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 3000);

async function bomb(inflatedBytes) {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflate({ level: 9 });
  const parts = [];
  deflate.on('data', (part) => parts.push(part));
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 400]);
  const contents = pdf.context.stream(Buffer.concat(parts), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), pdf.context.register(contents));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A long PDF with a line of text per page; `tag` makes each one's bytes (and stamp) its own. */
async function longPdf(pages, tag) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bench ${tag}`);
  const font = await pdf.embedFont('Helvetica');
  for (let i = 1; i <= pages; i += 1) {
    pdf.addPage([595, 842]).drawText(`Page ${i} of the annual report`, { x: 50, y: 780, font });
  }
  return Buffer.from(await pdf.save());
}

buildIfNeeded();
// Loopback is the trusted proxy, so a download can claim its own client address.
const server = await startCandor({ TRUST_PROXY: 'loopback', DOCUMENT_MAX_MB: '50' });
const { base, pid } = server;
const { cookie } = await signInAsStaff(base);
const staff = { cookie, origin: base };

const rssMb = (processId) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${processId}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};
/** The server's child processes (the PDF pool). */
const children = () => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    return [];
  }
};

/** Runs `work` while /healthz is asked every 20 ms; its latencies, and the pool's peak RSS. */
async function probed(work) {
  const latencies = [];
  let failures = 0;
  let poolPeak = 0;
  let done = false;
  const prober = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}/healthz`);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      const pool = children().reduce((sum, child) => sum + (rssMb(child) ?? 0), 0);
      poolPeak = Math.max(poolPeak, pool);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  done = true;
  await prober;
  return { result, ms, latencies, failures, poolPeak };
}

async function upload(bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${base}/api/documents/trust-center`, {
    method: 'POST',
    headers: staff,
    body: form,
  });
  const body = await response.json();
  return { status: response.status, body };
}

/** A public item of the demo portal with its documents, read from the anonymous portal page. */
async function publicItem() {
  const home = await fetch(`${base}/`, { redirect: 'manual' });
  const portal = new URL(home.headers.get('location') ?? '/', base).pathname;
  const html = await (await fetch(`${base}${portal}`)).text();
  const link = /\/api\/share\/([\w-]+)\/files\/([\w-]+)\?itemUid=([\w-]+)/.exec(html);
  const productId = /"product":\{"id":"([\w-]+)"/.exec(html)?.[1];
  if (!link || !productId) throw new Error('no public document on the demo portal');
  const [, orgId, , itemUid] = link;
  const library = await (
    await fetch(`${base}/api/documents/trust-center`, { headers: staff })
  ).json();
  const fileIds = library.documents
    .filter((document) => document.links.some((l) => l.itemUid === itemUid))
    .map((document) => document.id);
  return { orgId, itemUid, productId, fileIds };
}

async function link(item, fileIds) {
  const response = await fetch(
    `${base}/api/trust-center/products/${item.productId}/items/${item.itemUid}/documents`,
    {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [...item.fileIds, ...fileIds] }),
    },
  );
  if (!response.ok)
    throw new Error(`linking failed: HTTP ${response.status} ${await response.text()}`);
}

/** `count` anonymous downloads of a file at once (from `address` when given): statuses. */
async function downloads(item, fileId, count, address = null) {
  const url = `${base}/api/share/${item.orgId}/files/${fileId}?itemUid=${item.itemUid}&accessType=download`;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const headers = address ? { 'x-forwarded-for': address } : {};
      const signed = await fetch(url, { headers, redirect: 'manual' });
      await signed.arrayBuffer();
      const location = signed.headers.get('location');
      if (!location) return signed.status;
      const response = await fetch(new URL(location, base), { headers });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

const loaded = [];
const report = (title, runs) => {
  if (!title.startsWith('at rest')) loaded.push(...runs);
  const p50s = runs.map((run) => quantile(run.latencies, 0.5));
  const p99s = runs.map((run) => quantile(run.latencies, 0.99));
  const maxes = runs.map((run) => Math.max(...run.latencies));
  const line =
    `${title.padEnd(44)} ${medianRange(runs.map((run) => run.ms)).padStart(20)} ms   ` +
    `/healthz p50 ${medianRange(p50s, 1)} ms, p99 ${medianRange(p99s, 1)} ms, max ${medianRange(maxes, 1)} ms` +
    `   (${runs.reduce((sum, run) => sum + run.latencies.length, 0)} probes, ${runs.reduce((sum, run) => sum + run.failures, 0)} failed)`;
  console.log(line);
};

console.log(
  `PDF denial of service: ${ROUNDS} rounds; ${DOWNLOADS} downloads at once; ${PAGES}-page PDF`,
);
console.log(
  `server RSS at rest ${rssMb(pid)?.toFixed(0)} MB, PDF pool processes ${children().length}`,
);
report('at rest (baseline, 2 s)', [
  await probed(() => new Promise((resolve) => setTimeout(resolve, 2000))),
]);

const bombBytes = await bomb(200 * 1024 * 1024);
const bombRuns = [];
for (let round = 0; round < ROUNDS; round += 1) {
  bombRuns.push(await probed(() => upload(bombBytes, `bomb-${round}.pdf`)));
}
report(`bomb upload (${Math.round(bombBytes.length / 1024)} kB -> 200 MB), answered`, bombRuns);
console.log(
  `  bomb answers: ${bombRuns.map((run) => `${run.result.status} '${run.result.body.message}'`)[0]}; pool peak RSS ${medianRange(bombRuns.map((run) => run.poolPeak))} MB`,
);

const item = await publicItem();
const uploads = [];
const fileIds = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const bytes = await longPdf(PAGES, round);
  const run = await probed(() => upload(bytes, `Annual report ${round}.pdf`));
  if (run.result.status !== 201) throw new Error(`upload failed: ${JSON.stringify(run.result)}`);
  fileIds.push(run.result.body.document.id);
  uploads.push(run);
  if (round === 0) console.log(`  ${PAGES}-page PDF: ${Math.round(bytes.length / 1024)} kB`);
}
report(`${PAGES}-page PDF upload (parsed, text read)`, uploads);
await link(item, fileIds);

for (const title of [
  'first downloads of a document (one stamp)',
  'same downloads again, same minute (shared)',
]) {
  const runs = [];
  for (const fileId of fileIds) runs.push(await probed(() => downloads(item, fileId, DOWNLOADS)));
  report(`${DOWNLOADS} x ${title}`, runs);
  const statuses = runs.flatMap((run) => run.result);
  console.log(
    `  statuses: ${[...new Set(statuses)].map((s) => `${s} x${statuses.filter((x) => x === s).length}`).join(', ')}; pool peak RSS ${medianRange(runs.map((run) => run.poolPeak))} MB`,
  );
}
// Distinct documents at once (a stamp each, fresh bytes per round): from as many addresses,
// then from one address (the per-address limit answers the rest 429).
const linked = [...fileIds];
for (const [title, spread] of [
  [`distinct documents, ${DOWNLOADS} addresses`, true],
  ['distinct documents, one address', false],
]) {
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const ids = [];
    for (let n = 0; n < DOWNLOADS; n += 1) {
      const { body } = await upload(await longPdf(PAGES, `${title}-${round}-${n}`), `R${n}.pdf`);
      ids.push(body.document.id);
    }
    linked.push(...ids);
    await link(item, linked);
    runs.push(
      await probed(async () =>
        (
          await Promise.all(
            ids.map((fileId, index) =>
              downloads(item, fileId, 1, spread ? `198.51.100.${index + 1}` : null),
            ),
          )
        ).flat(),
      ),
    );
  }
  report(`${DOWNLOADS} x ${title}`, runs);
  const statuses = runs.flatMap((run) => run.result);
  console.log(
    `  statuses: ${[...new Set(statuses)].map((s) => `${s} x${statuses.filter((x) => x === s).length}`).join(', ')}; pool peak RSS ${medianRange(runs.map((run) => run.poolPeak))} MB`,
  );
}

console.log(
  `server RSS after ${rssMb(pid)?.toFixed(0)} MB; PDF pool processes ${children().length} (they stop after 60 s idle)`,
);
const all = loaded.flatMap((run) => run.latencies);
console.log(
  `/healthz over every loaded phase: p50 ${median(all).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms (aim: p99 under 100 ms)`,
);
server.stop();
process.exit(0);
