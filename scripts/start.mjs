#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server.
// The first run builds (about a minute) and the server seeds the demo on an empty database.
import { spawnSync, spawn } from 'node:child_process';
import { needsBuild } from './lib/buildState.mjs';

if (needsBuild()) {
  console.log('Building Candor (first run, or sources changed)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['apps/server/dist/main.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
