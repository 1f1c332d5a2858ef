import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testing.js';

/**
 * A fresh migrated database for the tests of the calling file: created before they run, closed
 * after. The object is filled in then, so read its fields inside hooks and tests only.
 */
export function useTestDatabase(): TestDatabase {
  // Filled in by beforeAll before any test or hook reads it; the caller keeps this reference.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
  }, 60_000);
  afterAll(() => database.close());
  return database;
}
