#!/usr/bin/env node
// `npm run files:rotate-key`: seals every stored document under the current
// FILES_ENCRYPTION_KEY (the README's "Rotating the file encryption key"). The embedded database
// needs the server stopped.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/buildState.mjs';

if (!ensureBuild()) process.exit(1);
const r = spawnSync(process.execPath, ['apps/server/dist/rotate-files-key.js'], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
