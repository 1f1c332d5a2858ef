#!/usr/bin/env node
// `npm run seed [-- --reset]`: seed the demo organisation (again, with --reset) on the configured database.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/buildState.mjs';

if (!ensureBuild()) process.exit(1);
const r = spawnSync(process.execPath, ['apps/server/dist/seed.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
