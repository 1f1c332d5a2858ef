import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { postgresTestFiles } from './postgresTestFiles.mjs';

const repo = path.resolve(import.meta.dirname, '..', '..');

describe('the server test files npm test runs again on PostgreSQL', () => {
  test('in this repository: the files on a test database run, the embedded-only ones do not', () => {
    const { postgres, embeddedOnly } = postgresTestFiles(path.join(repo, 'apps/server'));
    // Through useTestApp (testing/testApp.ts creates the database).
    expect(postgres).toContain('apps/server/src/routes/portal/portalImages.test.ts');
    // Reads TEST_DATABASE_URL itself (its PostgreSQL part).
    expect(postgres).toContain('apps/server/src/db/migrate.test.ts');
    // The embedded folder's lock, the CLI in a process of its own on an embedded folder, and a
    // file with no database at all.
    expect(embeddedOnly).toEqual(
      expect.arrayContaining([
        'apps/server/src/db/dataDirLock.test.ts',
        'apps/server/src/cli/orgCreateProcess.test.ts',
        'apps/server/src/http/safeFetch.test.ts',
      ]),
    );
    expect(postgres.filter((file) => embeddedOnly.includes(file))).toEqual([]);
    expect(postgres.length).toBeGreaterThan(embeddedOnly.length);
  });

  const temp = mkdtempSync(path.join(tmpdir(), 'candor-postgres-files-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const write = (file, code) => {
    const full = path.join(temp, 'apps/server/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, code);
  };

  test('follows imports however deep and through cycles; db/testing.ts alone does not count', () => {
    write(
      'db/testing.ts',
      'export const url = process.env.TEST_DATABASE_URL;\nexport function createTestDatabase() {}\nexport function folder() {}\n',
    );
    write(
      'testing/app.ts',
      "import { createTestDatabase } from '../db/testing.js';\ncreateTestDatabase();\n",
    );
    write('testing/helper.ts', "export * from './app.js';\n");
    write('a/deep.test.ts', "import { x } from '../testing/helper.js';\n");
    write('a/folder.test.ts', "import { folder } from '../db/testing.js';\n");
    write('b/one.ts', "import './two.js';\nimport './three.js';\n");
    write('b/two.ts', "import './one.js';\n");
    write('b/three.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
    write('b/cycle.test.ts', "import './two.js';\n");
    write('c/loop.ts', "import './loop2.js';\n");
    write('c/loop2.ts', "import './loop.js';\n");
    write('c/pure.test.tsx', "const lazy = () => import('./loop.js');\n");
    const { postgres, embeddedOnly } = postgresTestFiles(path.join(temp, 'apps/server'));
    expect(postgres).toEqual(['apps/server/src/a/deep.test.ts', 'apps/server/src/b/cycle.test.ts']);
    expect(embeddedOnly).toEqual([
      'apps/server/src/a/folder.test.ts',
      'apps/server/src/c/pure.test.tsx',
    ]);
  });
});
