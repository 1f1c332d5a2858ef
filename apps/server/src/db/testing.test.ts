import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestDatabase } from './testing.js';
import { organizations } from './schema/index.js';

test('each test database is migrated, empty and isolated from the others', async () => {
  const first = await createTestDatabase();
  const started = performance.now();
  const second = await createTestDatabase();
  const copyMs = performance.now() - started;
  try {
    expect(first.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    await first.db.insert(organizations).values({ slug: 'only-in-first', name: 'First' });
    expect(await first.db.$count(organizations)).toBe(1);
    expect(await second.db.$count(organizations)).toBe(0);
    expect(
      await second.db.select().from(organizations).where(eq(organizations.slug, 'only-in-first')),
    ).toEqual([]);
    // A loaded template must stay cheap: it is paid once per server test file.
    console.info(`test database from template: ${Math.round(copyMs)} ms`);
    expect(copyMs).toBeLessThan(5_000);
  } finally {
    await first.close();
    await second.close();
  }
  // The first test database of a run may build the migrated template first.
}, 60_000);

test('close can be called twice', async () => {
  const database = await createTestDatabase();
  await database.close();
  await expect(database.close()).resolves.toBeUndefined();
});
