// What a browser downloads for the portal's app (the page's boot script imports it after load)
// and for the private area, from the web build's manifest: every chunk the entry imports
// statically, with the bytes sent (the build's precompressed .br beside each file). Prints
// figures; asserts nothing. `node bench/bundleSize.mjs` (builds first when the build is stale).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from './lib/candorServer.mjs';

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
