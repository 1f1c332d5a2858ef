// Decides whether `npm run build` must run: a build output is missing, or a source file is newer.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'packages/domain/src',
  'apps/web/src',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/vite.config.ts',
  'apps/server/package.json',
  'package-lock.json',
];
const OUTPUTS = [
  'apps/server/dist/main.js',
  'apps/web/dist/server/entry-server.js',
  'apps/web/dist/client/.vite/manifest.json',
];

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

export function needsBuild(root = process.cwd()) {
  const outputs = OUTPUTS.map((p) => join(root, p));
  if (!outputs.every((p) => existsSync(p))) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = SOURCES.map((p) => join(root, p)).filter((p) => existsSync(p));
  return Math.max(...sources.map(newestMtime)) > built;
}
