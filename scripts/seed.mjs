#!/usr/bin/env node
// `npm run seed [-- --reset]`: seed the demo organisation (again, with --reset) on the configured database.
import { spawnSync } from 'node:child_process';
import { needsBuild } from './lib/buildState.mjs';

if (needsBuild()) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['apps/server/dist/seed.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
