#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a
// throttled network, simulated) of the demo portal, served by the built server on a fresh data
// folder. Several runs; prints the four category scores, LCP with its element, and the audits
// that fail. Uses the system's Chromium; nothing is downloaded. Asserts nothing.
// BENCH_LIGHTHOUSE_GRAPH=1 prints, for each run, every request of the model's two LCP graphs
// (start–end in the simulated load, priority, bytes).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchChromium } from './lib/chromium.mjs';
import { buildIfNeeded, portalPath, startCandor } from './lib/candorServer.mjs';
import { medianRange } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LCP_AIM_MS = 1200;
const TARGET_SIZE_AUDIT = 'target-size';

buildIfNeeded();
// Lighthouse scales the main thread's tasks by 4 to simulate a phone: other work on this machine
// lengthens them as well, so the load is printed with the figures.
const loadBefore = loadavg()[0];
const candor = await startCandor();
let chromium = null;
try {
  const url = `${candor.base}${await portalPath(candor.base)}`;
  // Chromium is fresh for every run: no cache, no state carried from one run to the next.
  const reports = [];
  const lcpPaths = [];
  // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is made again, twice at most.
  let retries = 0;
  for (let run = 0; run < RUNS; run++) {
    chromium = await launchChromium();
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
    });
    await chromium.stop();
    chromium = null;
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    if (result.lhr.runtimeError) {
      if (retries++ < 2) {
        console.log(`run ${run + 1}: ${result.lhr.runtimeError.code}, made again`);
        run -= 1;
        continue;
      }
      throw new Error(result.lhr.runtimeError.message);
    }
    reports.push(result.lhr);
    lcpPaths.push(lcpPath());
  }
  printSummary(url, reports);
  printLcpPath(lcpPaths, reports);
  const loadAfter = loadavg()[0];
  console.log(
    // The runs' own Chromium raises the load by about 2, so only the load before tells of other work.
    `load average (1 min) ${loadBefore.toFixed(1)} before the runs${loadBefore > 1.5 ? ' (a busy machine: figures worse than on a quiet one)' : ''}, ${loadAfter.toFixed(1)} after them`,
  );
  // The whole last report, for a closer look (open it in the Lighthouse viewer or read the JSON).
  if (process.env.BENCH_LIGHTHOUSE_REPORT) {
    writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(reports.at(-1), null, 1));
  }
} finally {
  await chromium?.stop();
  candor.stop();
}
process.exit(0);

function printSummary(url, reports) {
  const last = reports.at(-1);
  console.log(`Lighthouse ${last.lighthouseVersion}, mobile, ${reports.length} runs of ${url}`);
  const benchmark = reports.map((r) => r.environment.benchmarkIndex);
  console.log(
    `host CPU benchmark index ${medianRange(benchmark)} (lower: a slower or busier machine, and longer simulated paints)`,
  );
  console.log('median (min–max)');
  for (const [id, category] of Object.entries(last.categories)) {
    const scores = reports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100));
    console.log(`  ${category.title.padEnd(16)} ${medianRange(scores)}`);
  }
  const lcp = reports.map((r) => r.audits['largest-contentful-paint'].numericValue);
  const lcpMedian = [...lcp].sort((a, b) => a - b)[Math.floor(lcp.length / 2)];
  console.log(
    `  LCP              ${medianRange(lcp)} ms   aim: at most ${LCP_AIM_MS} ms: ${lcpMedian <= LCP_AIM_MS ? 'met' : 'NOT met'}`,
  );
  for (const id of ['first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    const audit = last.audits[id];
    const values = reports.map((r) => r.audits[id].numericValue);
    console.log(`  ${audit.title.padEnd(24)} ${medianRange(values, id.startsWith('cum') ? 3 : 0)}`);
  }
  const element = last.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  if (element?.node) console.log(`  LCP element: ${element.node.snippet}`);

  const target = last.audits[TARGET_SIZE_AUDIT];
  console.log(
    `  touch targets:   ${target ? `${target.title} (${target.score === 1 ? 'passed' : target.score === null ? target.scoreDisplayMode : 'FAILED'})` : 'audit not run'}`,
  );

  const failing = new Map();
  for (const report of reports) {
    for (const audit of Object.values(report.audits)) {
      if (audit.score === null || audit.score >= 0.9) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const seen = failing.get(audit.id) ?? { audit, runs: 0 };
      seen.runs += 1;
      failing.set(audit.id, seen);
    }
  }
  console.log(failing.size ? 'failing audits (score below 0.9):' : 'no failing audits');
  for (const { audit, runs } of failing.values()) {
    const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
    console.log(`  ${audit.id}: ${audit.title}${value} (in ${runs} of ${reports.length} runs)`);
    // Some audits (the newer "insights") hold an object here, not a list of items.
    const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
    for (const item of items.slice(0, 5)) {
      const snippet = item.node?.snippet ?? item.url ?? item.source?.url;
      if (snippet) console.log(`      ${String(snippet).slice(0, 140)}`);
    }
  }
}

/**
 * What Lighthouse's simulated LCP of the run just made is made of: the average of two simulated
 * loads (optimistic and pessimistic) of the requests and main-thread tasks it counts as needed
 * for the paint. Per graph: when the document ends, which other request ends last and when, and
 * the main-thread time (the trace's tasks × 4).
 */
function lcpPath() {
  const path = {};
  for (const graph of ['optimistic', 'pessimistic']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
      `${graph}LargestContentfulPaint`,
    );
    if (!timings) return null;
    let documentEnd = 0;
    let last = { end: 0, name: '' };
    let cpu = 0;
    for (const [node, { startTime, endTime }] of timings) {
      if (process.env.BENCH_LIGHTHOUSE_GRAPH && node.type === 'network') {
        const { priority, transferSize, resourceType, url } = node.request;
        console.log(
          `  ${graph.padEnd(11)} ${Math.round(startTime)}–${Math.round(endTime)} ms ${priority} ` +
            `${transferSize} B ${resourceType} ${new URL(url).pathname.slice(0, 60)}`,
        );
      }
      if (node.type !== 'network') cpu += endTime - startTime;
      else if (node.isMainDocument()) documentEnd = endTime;
      else if (endTime > last.end && !/^(Low|VeryLow)$/.test(node.request.priority)) {
        const name = new URL(node.request.url).pathname.replace(/^.*\//, '').slice(0, 24);
        last = { end: endTime, name: `${node.request.resourceType} ${name}` };
      }
    }
    path[graph] = { documentEnd, last, cpu };
  }
  return path;
}

function printLcpPath(paths, reports) {
  const known = paths.filter(Boolean);
  if (!known.length) return;
  const server = reports.map(
    (r) => r.audits['network-server-latency']?.details?.items?.[0]?.serverResponseTime ?? 0,
  );
  console.log(
    `LCP in Lighthouse's model (median of the runs; server response estimated ${medianRange(server)} ms, paid by every request):`,
  );
  for (const graph of ['optimistic', 'pessimistic']) {
    const of = (pick) => medianRange(known.map((path) => pick(path[graph])));
    const names = known.map((path) => path[graph].last.name);
    const name = names.sort(
      (a, b) => names.filter((n) => n === b).length - names.filter((n) => n === a).length,
    )[0];
    console.log(
      `  ${graph.padEnd(11)} document ends ${of((g) => g.documentEnd)} ms, last request (mostly ${name || 'none'}) ends ${of((g) => g.last.end)} ms, main thread ${of((g) => g.cpu)} ms`,
    );
  }
}
