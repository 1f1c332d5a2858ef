import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new folder in the system's temporary folder, named `candor-{name}-…`, removed once the test
 * that asked for it has finished (after the file's `afterEach` hooks, so an app closed there has
 * let go of it). Call it inside a test.
 */
export function tempFolderForTest(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `candor-${name}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
