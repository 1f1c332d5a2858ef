import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { checkArchitectureDoc } from './check-architecture-doc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/check-architecture-doc.mjs');
const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const temp = mkdtempSync(path.join(tmpdir(), 'candor-architecture-doc-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The page with its one line starting with `start` removed (it must be there). */
function without(start) {
  const lines = doc.split('\n');
  const index = lines.findIndex((line) => line.startsWith(start));
  expect(index).toBeGreaterThan(-1);
  return [...lines.slice(0, index), ...lines.slice(index + 1)].join('\n');
}

describe('check-architecture-doc', () => {
  test('the repository page agrees with the tree, the npm scripts and the feature map', () => {
    expect(checkArchitectureDoc(doc, root)).toEqual([]);
  });

  test('a server folder missing from the tree fails, naming it', () => {
    // The server's folders come first in the tree, so the first line naming one is its own.
    const [folder] = readdirSync(path.join(root, 'apps/server/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(checkArchitectureDoc(without(`  ${folder}/ `), root)).toEqual([
      `the tree does not name apps/server/src/${folder}/`,
    ]);
  });

  test('a folder the tree names that does not exist fails', () => {
    const page = doc.replace('  riskProfile/ ', '  riskProfiles/');
    expect(checkArchitectureDoc(page, root)).toEqual([
      'the tree names packages/domain/src/riskProfiles/, which does not exist',
      'the tree does not name packages/domain/src/riskProfile/',
    ]);
  });

  test('an npm script missing from the list, or named twice, fails', () => {
    expect(checkArchitectureDoc(without('- `plan`:'), root)).toEqual([
      'the npm scripts list does not name "plan"',
    ]);
    const twice = doc.replace('- `format`:', '- `format`, `lint`:');
    expect(checkArchitectureDoc(twice, root)).toEqual([
      'the npm scripts list names "lint" 2 times',
    ]);
  });

  test('a path in the feature map that does not exist fails', () => {
    const page = doc.replace('`bridgeLetterRoutes.ts`', '`bridgeLetterRoute.ts`');
    expect(checkArchitectureDoc(page, root)).toEqual([
      'feature map, Bridge letters: apps/server/src/routes/bridgeLetterRoute.ts does not exist',
    ]);
  });

  test('more than 400 lines besides the feature map table fails', () => {
    const page = `${doc}${'\nfiller'.repeat(400)}`;
    expect(checkArchitectureDoc(page, root).at(-1)).toMatch(
      /lines besides the feature map's table; at most 400$/,
    );
  });

  test('the command prints what is missing and exits 1', () => {
    const file = path.join(temp, 'ARCHITECTURE.md');
    writeFileSync(file, without('  shell/ '));
    const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the tree does not name apps/web/src/shell/');
  });
});
