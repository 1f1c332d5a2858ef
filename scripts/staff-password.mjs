#!/usr/bin/env node
// `npm run staff-password -- EMAIL [NEW_PASSWORD]`: set a new password for a staff user
// (generated when left out) and print it. The embedded database needs the server stopped.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/buildState.mjs';

if (!ensureBuild()) process.exit(1);
const r = spawnSync(
  process.execPath,
  ['apps/server/dist/staff-password.js', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
