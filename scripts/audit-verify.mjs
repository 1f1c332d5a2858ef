#!/usr/bin/env node
// `npm run audit:verify -- [ORG_SLUG] [--checkpoint FILE] [--public-key FILE]`: check the audit
// chains against their signed checkpoints. The embedded database needs the server stopped.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/buildState.mjs';

if (!ensureBuild()) process.exit(1);
const r = spawnSync(
  process.execPath,
  ['apps/server/dist/audit-verify.js', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
