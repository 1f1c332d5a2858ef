// Which server test files `npm test` runs again on PostgreSQL (TEST_DATABASE_URL): those that
// reach the test database, i.e. whose own code or a module they import (relative imports,
// followed through the whole of apps/server/src) calls `createTestDatabase(` or reads
// TEST_DATABASE_URL. db/testing.ts itself, where both are defined, does not count: a file that
// imports it only for the embedded folder (the command-process tests) runs PGlite whatever the
// variable says. The rest (no database at all, or an embedded data folder of their own: the
// folder lock, the CLI in its own process) would repeat the PGlite pass's work to the byte.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const USES_TEST_DATABASE = /\bcreateTestDatabase\(|\bTEST_DATABASE_URL\b/;
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The .ts/.tsx file a relative specifier ('./x.js') names, or undefined. */
function resolve(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const stem = target.replace(/\.(m?js|jsx)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, target, path.join(target, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * @param {string} serverRoot apps/server
 * @returns {{ postgres: string[], embeddedOnly: string[] }} test files (relative to the
 *   repository's root) that reach the test database, and the others
 */
export function postgresTestFiles(serverRoot) {
  serverRoot = path.resolve(serverRoot);
  const src = path.join(serverRoot, 'src');
  const definedIn = path.join(src, 'db', 'testing.ts');
  const files = readdirSync(src, { recursive: true })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(src, name));
  // Who imports whom, reversed: from each module that uses the test database, every module
  // that imports it, directly or not, reaches it.
  const importers = new Map();
  const reaching = new Set();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    if (file !== definedIn && USES_TEST_DATABASE.test(code)) reaching.add(file);
    for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) {
      const imported = resolve(file, specifier);
      if (!imported) continue;
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(file);
    }
  }
  const queue = [...reaching];
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  const reachesDatabase = (file) => reaching.has(file);
  const root = path.dirname(path.dirname(serverRoot));
  const tests = files
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.fuzz\.test\./.test(file))
    .sort();
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  return {
    postgres: tests.filter(reachesDatabase).map(relative),
    embeddedOnly: tests.filter((file) => !reachesDatabase(file)).map(relative),
  };
}
