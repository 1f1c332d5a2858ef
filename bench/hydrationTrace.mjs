#!/usr/bin/env node
// `node bench/hydrationTrace.mjs`: where the portal's main thread goes while it starts, on the
// built server with the demo: Chromium (the system's) with its CPU slowed 4x (Lighthouse's mobile
// factor), a trace and a CPU profile of one load until hydration has settled. Prints the long
// tasks (50 ms and more, slowed) with what each spent its time on, and the total blocking time
// of the real (not simulated) load. Several rounds; asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchPlaywrightChromium } from './lib/chromium.mjs';
import { buildIfNeeded, portalPath, startCandor } from './lib/candorServer.mjs';
import { medianRange } from './lib/stats.mjs';

const ROUNDS = Number(process.env.BENCH_TRACE_ROUNDS ?? 3);
const CPU_SLOWDOWN = 4;
const VERBOSE = process.env.BENCH_TRACE_VERBOSE === '1';
const consumers = new Map();

buildIfNeeded();
const candor = await startCandor();
const browser = await launchPlaywrightChromium();
try {
  const url = `${candor.base}${await portalPath(candor.base)}`;
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(await traceOnce(url, round === ROUNDS - 1 || VERBOSE));
  console.log(`${ROUNDS} loads of ${url}, CPU slowed ${CPU_SLOWDOWN}x; median (min–max)`);
  for (const key of [
    'longTasks',
    'blockingMs',
    'longestMs',
    'appBlockingMs',
    'appLongestMs',
    'hydratedMs',
  ]) {
    console.log(`  ${key.padEnd(12)} ${medianRange(rounds.map((r) => r[key]))}`);
  }
} finally {
  await browser.close();
  candor.stop();
}

async function traceOnce(url, print) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const tracingDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
  const hydratedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await tracingDone;
  await context.close();
  return analyse(events, profile, hydratedAt, url, print);
}

function analyse(events, profile, hydratedAt, url, print) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  const rendererMain = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav?.pid,
  );
  const t0 = nav?.ts ?? 0;
  const main = events.filter(
    (e) => e.pid === rendererMain?.pid && e.tid === rendererMain?.tid && e.ph === 'X',
  );
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= t0 && e.dur >= 50_000);
  // The profile's samples, as (time, node) pairs, for the self time of functions in a window.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const samples = [];
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    samples.push([time, profile.samples[i]]);
  }
  let blocking = 0;
  let longest = 0;
  // The app's own: tasks that run a script of the web build (not the page's parsing and
  // layout, nor Playwright's injected script).
  let appBlocking = 0;
  let appLongest = 0;
  for (const task of tasks) {
    blocking += task.dur / 1000 - 50;
    longest = Math.max(longest, task.dur / 1000);
    const runsApp = main.some(
      (e) =>
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        (e.name === 'FunctionCall' ||
          e.name === 'v8.evaluateModule' ||
          e.name === 'EvaluateScript') &&
        (e.name === 'v8.evaluateModule' || String(e.args?.data?.url ?? '').includes('/assets/')),
    );
    if (runsApp) {
      appBlocking += task.dur / 1000 - 50;
      appLongest = Math.max(appLongest, task.dur / 1000);
    }
    if (!print) continue;
    console.log(
      `task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`,
    );
    const inside = new Map();
    for (const e of main) {
      if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e === task) continue;
      if (
        ![
          'FunctionCall',
          'EvaluateScript',
          'v8.evaluateModule',
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
          'V8.GCScavenger',
          'MajorGC',
          'MinorGC',
          'Paint',
          'ParseAuthorStyleSheet',
          'v8.compileModule',
        ].includes(e.name)
      )
        continue;
      const label =
        e.name +
        (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : '') +
        (e.args?.data?.functionName ? ` ${e.args.data.functionName}` : '');
      inside.set(label, (inside.get(label) ?? 0) + e.dur / 1000);
    }
    for (const [label, ms] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
      console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${label}`);
    }
    const self = new Map();
    for (const [ts, id] of samples) {
      if (ts < task.ts || ts > task.ts + task.dur) continue;
      const node = nodes.get(id);
      const frame = node.callFrame;
      const label = frameLabel(frame);
      self.set(label, (self.get(label) ?? 0) + 1);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
    // Inclusive: React's phases and the app's own components.
    const inclusive = new Map();
    for (const [ts, id] of samples) {
      if (ts < task.ts || ts > task.ts + task.dur) continue;
      const labels = new Set();
      for (let at = id; at !== undefined; at = parentOf.get(at)) {
        const label = frameLabel(nodes.get(at).callFrame);
        if (
          / src\/|^(performWorkOnRoot|commitRoot|flushPassiveEffects|renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrentByScheduler|commitLayoutEffects|commitMutationEffects|flushSyncWorkAcrossRoots_impl|performSyncWorkOnRoot|flushPassiveEffectsImpl|hydrateRoot|recursivelyTraversePassiveMountEffects|commitPassiveMountOnFiber|runWithFiberInDEV|forceStoreRerender|processRootScheduleInMicrotask|performWorkUntilDeadline) /.test(
            label,
          )
        )
          labels.add(label.replace(/:\d+$/, ''));
      }
      for (const label of labels) inclusive.set(label, (inclusive.get(label) ?? 0) + 1);
    }
    const focus = process.env.BENCH_TRACE_FOCUS;
    if (focus) {
      const under = new Map();
      for (const [ts, id] of samples) {
        if (ts < task.ts || ts > task.ts + task.dur) continue;
        const stack = [];
        for (let at = id; at !== undefined; at = parentOf.get(at))
          stack.push(frameLabel(nodes.get(at).callFrame));
        const index = stack.findIndex((label) => label.startsWith(`${focus} `));
        if (index < 0) continue;
        for (const label of new Set(stack.slice(0, index)))
          if (!label.includes('react-dom')) under.set(label, (under.get(label) ?? 0) + 1);
      }
      for (const [label, n] of [...under].sort((a, b) => b[1] - a[1]).slice(0, 20))
        console.log(`      under ${focus} ${n}  ${label}`);
    }
    for (const [label, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
      console.log(`      incl ${((100 * n) / total).toFixed(0).padStart(3)}%  ${label}`);
    }
    for (const [label, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`      ${((100 * n) / total).toFixed(0).padStart(3)}%  ${label}`);
    }
  }
  return {
    longTasks: tasks.length,
    blockingMs: Math.round(blocking),
    longestMs: Math.round(longest),
    appBlockingMs: Math.round(appBlocking),
    appLongestMs: Math.round(appLongest),
    hydratedMs: Math.round(hydratedAt),
  };
}

// With a build made with CANDOR_WEB_SOURCEMAP=1, functions are named by their source file.
function frameLabel(frame) {
  const file = frame.url.split('/').pop();
  const fallback = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
  if (!frame.url.includes('/assets/')) return fallback;
  if (!consumers.has(file)) {
    const map = `apps/web/dist/client/assets/${file}.map`;
    const { SourceMapConsumer } = createRequire(import.meta.url)('source-map');
    consumers.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  const consumer = consumers.get(file);
  if (!consumer) return fallback;
  const at = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!at.source) return fallback;
  return `${at.name ?? frame.functionName} ${at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line}`;
}
