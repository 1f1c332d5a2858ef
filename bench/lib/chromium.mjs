// The system's Chromium, headless, with a fresh profile and nothing that reaches out to the
// network by itself (no updates, no sync, no QUIC), listening for DevTools on a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @returns {Promise<{port: number, stop: () => Promise<void>}>} */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'candor-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The profile goes once Chromium has exited. Its helper processes may still be writing their
  // last files then, so the removal is retried, and a leftover in the temporary folder is no
  // reason to stop a benchmark.
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // left for the system's temporary-folder cleanup
    }
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  /** Stops Chromium and resolves once it has exited and its profile is removed. */
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    const killLater = setTimeout(() => running() && child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killLater);
  };
  // A bench that exits without stopping it (an error) still stops Chromium.
  process.on('exit', () => running() && child.kill('SIGKILL'));
  const port = await new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr.on('data', (d) => {
      stderr += d;
      const match = stderr.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${stderr}`));
    });
  });
  return { port, stop };
}

/** The system's Chromium driven by playwright-core (headless), for benches that load pages. */
export function launchPlaywrightChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}
