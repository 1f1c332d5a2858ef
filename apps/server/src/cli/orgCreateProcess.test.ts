/**
 * `npm run org -- create`'s entry as its own process on an embedded (PGlite) data folder: the
 * message while a running server holds the folder, then the organisation created once it stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { openDatabase, PGLITE_SUBDIR } from '../db/client.js';
import { organizations } from '../db/schema/index.js';
import { writeMigratedPgliteFolder } from '../db/testing.js';
import { runCommandProcess } from '../testing/commandProcess.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-org-create-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command as an operator would, on the data folder alone. */
const org = (...args: string[]) => runCommandProcess('org.ts', dataDir, args);

const args = ['create', '--name', 'Acme', '--slug', 'acme', '--admin', 'admin@acme.example'];

test('says to stop the server while it holds the database, then creates the organisation', async () => {
  await writeMigratedPgliteFolder(path.join(dataDir, PGLITE_SUBDIR));
  const held = await openDatabase({ dataDir });
  const locked = await org(...args);
  expect(locked.code).toBe(1);
  expect(locked.stderr).toContain(
    'A running Candor server holds the embedded database: stop the server, run this command, then start the server again.',
  );
  expect(locked.stdout).toBe('');
  await held.close();

  const created = await org(...args);
  expect(created.stderr).toBe('');
  expect(created.stdout).toMatch(
    /Set password: http:\/\/localhost:3000\/set-password\?token=[\w-]{43}\n/,
  );
  expect(created.stdout).toContain('Trust center: http://localhost:3000/acme');
  expect(created.code).toBe(0);

  const database = await openDatabase({ dataDir });
  try {
    expect(await database.db.$count(organizations, eq(organizations.slug, 'acme'))).toBe(1);
  } finally {
    await database.close();
  }
}, 120_000);
