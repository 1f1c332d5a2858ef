#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources (when the build tools are
// installed), then run the server; on an empty database the server seeds the demo.
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/buildState.mjs';
import { serverEnv } from './lib/serverProcess.mjs';

if (!ensureBuild()) process.exit(1);

const child = spawn(process.execPath, ['apps/server/dist/main.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: serverEnv(),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
