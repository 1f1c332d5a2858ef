// Decides whether `npm run build` must run (a build output is missing, or a source file is
// newer) and whether it can (the build tools are dev dependencies, absent from a pruned install).
import { spawnSync } from 'node:child_process';
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
  'apps/server/dist/seed.js',
  'apps/server/dist/staff-password.js',
  'apps/server/dist/plan.js',
  'apps/server/dist/rotate-files-key.js',
  'apps/server/dist/audit-verify.js',
  'apps/server/dist/verify-copy.js',
  'apps/server/dist/pdf-worker.js',
  'apps/server/dist/reader-worker.js',
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

/** 'missing' (no complete build), 'stale' (a source is newer than the build) or 'current'. */
export function buildState(root = process.cwd()) {
  const outputs = OUTPUTS.map((p) => join(root, p));
  if (!outputs.every((p) => existsSync(p))) return 'missing';
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = SOURCES.map((p) => join(root, p)).filter((p) => existsSync(p));
  return Math.max(...sources.map(newestMtime)) > built ? 'stale' : 'current';
}

export function needsBuild(root = process.cwd()) {
  return buildState(root) !== 'current';
}

/** Vite builds both apps; `npm prune --omit=dev` (a production install) removes it. */
export function buildToolsInstalled() {
  try {
    import.meta.resolve('vite');
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds when the build is missing or older than its sources and the build tools are there.
 * Without the tools, an existing build is served as it is; no build at all is a failure.
 * Returns false when there is nothing to run.
 */
export function ensureBuild(root = process.cwd()) {
  const state = buildState(root);
  if (state === 'current') return true;
  if (!buildToolsInstalled()) {
    if (state === 'stale') {
      console.log(
        'Sources are newer than the build, but the build tools (dev dependencies) are not ' +
          'installed: serving the existing build.',
      );
      return true;
    }
    console.error(
      'No build found (apps/web/dist, apps/server/dist) and the build tools are not installed:\n' +
        'run `npm ci` (with dev dependencies), then `npm run build`.',
    );
    return false;
  }
  console.log(
    state === 'missing'
      ? 'Building Candor (first run; a few seconds)…'
      : 'Sources changed since the last build: rebuilding (a few seconds)…',
  );
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) return false;
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/** Runs a built server command (`apps/server/dist/{name}.js`) with this process's arguments. */
export function runBuiltCommand(name) {
  if (!ensureBuild()) process.exit(1);
  const r = spawnSync(
    process.execPath,
    [join('apps/server/dist', `${name}.js`), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}
