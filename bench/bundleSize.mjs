// What a browser downloads for the portal's app (the page's boot script imports it after load)
// and for the private area, from the web build's manifest: every chunk the entry imports
// statically, with the bytes sent (the build's precompressed .br beside each file). Then the
// same recorded in Chromium on the built server with the demo: every script and stylesheet a
// first visit loads (fresh browser, until hydrated and the network is idle) with the bytes as
// sent, for an anonymous visitor, a staff member on the portal and on /admin. Prints figures;
// asserts nothing. `node bench/bundleSize.mjs` (builds first when the build is stale).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { buildIfNeeded, portalPath, signInAsStaff, startCandor } from './lib/candorServer.mjs';
import { recordFirstVisit } from './lib/firstVisit.mjs';

const CLIENT = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'client');

buildIfNeeded();
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8'));

/** The chunks loading `key` fetches: it and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const bytes = (file) => statSync(join(CLIENT, file)).size;
const brotli = (file) =>
  existsSync(join(CLIENT, `${file}.br`)) ? bytes(`${file}.br`) : bytes(file);
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

function report(label, keys, exclude = new Set()) {
  const chunks = [...keys].filter((key) => !exclude.has(key));
  const js = chunks.map((key) => manifest[key].file);
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
  const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
  console.log(
    `${label}: JS ${js.length} files, ${kB(sum(js, bytes))} (${kB(sum(js, brotli))} br); ` +
      `CSS ${css.length} files, ${kB(sum(css, bytes))} (${kB(sum(css, brotli))} br)`,
  );
}

const key = (suffix) => Object.keys(manifest).find((name) => name.endsWith(suffix));
const portal = closure(key('src/entry-client.tsx'));
report(
  'portal app (boot script + entry and its static imports)',
  closure(key('src/boot.ts'), portal),
);
const adminKey = key('src/admin/AdminApp.tsx');
if (adminKey) report('private area, on top of the portal app', closure(adminKey), portal);
for (const name of Object.keys(manifest).filter((n) => /src\/admin\/.*Page\.tsx$/.test(n))) {
  report(
    `  ${name.replace(/^.*\//, '')} on top`,
    closure(name),
    new Set([...portal, ...closure(adminKey)]),
  );
}

const JS_FILES_AIM = 8;
const JS_BYTES_AIM = 100_000;
console.log(`first visit in Chromium (bytes as sent), load average ${loadavg()[0].toFixed(1)}`);
const candor = await startCandor();
try {
  const portalUrl = `${candor.base}${await portalPath(candor.base)}`;
  const visits = [
    ['anonymous, portal', portalUrl, false],
    ['staff, portal', portalUrl, true],
    ['staff, /admin', `${candor.base}/admin`, true],
  ];
  for (const [label, url, staff] of visits) {
    const cookie = staff ? (await signInAsStaff(candor.base)).cookie : undefined;
    const requests = await recordFirstVisit(url, { cookie });
    const of = (type) => requests.filter((request) => request.type === type);
    const total = (list) => list.reduce((sum, request) => sum + request.bytes, 0);
    const [js, css] = [of('script'), of('stylesheet')];
    const aims = staff
      ? ''
      : `   aims: at most ${JS_FILES_AIM} files ${js.length <= JS_FILES_AIM ? 'met' : 'NOT met'}, ` +
        `at most ${kB(JS_BYTES_AIM)} ${total(js) <= JS_BYTES_AIM ? 'met' : 'NOT met'}`;
    console.log(
      `  ${label.padEnd(18)} JS ${js.length} files, ${kB(total(js))}; CSS ${css.length} files, ` +
        `${kB(total(css))}; ${requests.length} requests in all${aims}`,
    );
    if (process.env.BENCH_LIST_FILES) {
      for (const { url: file, bytes: size } of [...js, ...css])
        console.log(`      ${kB(size).padStart(9)}  ${new URL(file).pathname}`);
    }
  }
} finally {
  candor.stop();
}
process.exit(0);
