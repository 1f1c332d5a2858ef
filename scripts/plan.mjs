#!/usr/bin/env node
// `npm run plan -- ORG_SLUG [PLAN] [--flag NAME=on|off|plan]...`: show or change an
// organisation's plan and feature flags. The embedded database needs the server stopped.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/buildState.mjs';

if (!ensureBuild()) process.exit(1);
const r = spawnSync(process.execPath, ['apps/server/dist/plan.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
