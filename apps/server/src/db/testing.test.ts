import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { createTestDatabase } from './testing.js';
import { organizations } from './schema/index.js';

/**
 * Loading the 40 MB migrated template into a new PGlite took 3 s per database with a load
 * average of 15 on two cores, and 10 s with a load average of 30 while another vitest worker
 * ran beside it; this test loads two, more than the 5 s default allows.
 */
const TWO_TEMPLATE_LOADS_MS = 60_000;

test(
  'each test database is migrated, empty and isolated from the others',
  async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      expect(first.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
      await first.db.insert(organizations).values({ slug: 'only-in-first', name: 'First' });
      expect(await first.db.$count(organizations)).toBe(1);
      expect(await second.db.$count(organizations)).toBe(0);
      expect(
        await second.db.select().from(organizations).where(eq(organizations.slug, 'only-in-first')),
      ).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  },
  TWO_TEMPLATE_LOADS_MS,
);

test('close can be called twice', async () => {
  const database = await createTestDatabase();
  await database.close();
  await expect(database.close()).resolves.toBeUndefined();
});

test('a closed database refuses queries, and the next one is migrated and empty again', async () => {
  const first = await createTestDatabase();
  await first.db.insert(organizations).values({ slug: 'left-by-a-file', name: 'Left' });
  await first.db.execute(sql`select nextval('audit_log_id_seq')`);
  await first.close();
  await expect(first.db.$count(organizations)).rejects.toThrow();

  // On PGlite the next file's database is the same engine, emptied: no template loaded again.
  const started = vi.spyOn(PGlite, 'create');
  const next = await createTestDatabase();
  try {
    if (next.kind === 'pglite') expect(started).not.toHaveBeenCalled();
    expect(await next.db.$count(organizations)).toBe(0);
    const { rows } = await next.db.execute<{ id: string }>(
      sql`select nextval('audit_log_id_seq')::text as id`,
    );
    expect(rows).toEqual([{ id: '1' }]);
    const migrations = await next.db.execute(sql`select 1 from drizzle.__drizzle_migrations`);
    expect(migrations.rows.length).toBeGreaterThan(0);
  } finally {
    started.mockRestore();
    await next.close();
  }
});

test('a script that closes its test database exits (npm run openapi)', async () => {
  const testing = fileURLToPath(new URL('./testing.ts', import.meta.url));
  const script = `const t = await import(${JSON.stringify(testing)});
    await (await t.createTestDatabase()).close();`;
  // None of the test run's variables: the script runs as `npm run openapi` does.
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stillRunning = new Promise<'still running'>((resolve) =>
    setTimeout(() => resolve('still running'), 50_000).unref(),
  );
  try {
    expect(await Promise.race([exited, stillRunning])).toBe(0);
  } finally {
    child.kill();
  }
}, 60_000);
