import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildOrg, buildStaffSession, buildStaffUser } from '../db/factories.js';
import { sessions } from '../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../db/testing.js';
import { startSessionCleanup } from './sessionCleanup.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const exists = async (id: string) =>
  (await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id)))
    .length === 1;

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

test('the periodic clean-up deletes an expired session and keeps a live one', async () => {
  const { org } = await buildOrg(database.db);
  const { user } = await buildStaffUser(database.db, { org });
  const expired = await buildStaffSession(database.db, {
    user,
    expiresAt: new Date(Date.now() - 1000),
  });
  const live = await buildStaffSession(database.db, { user });

  const task = startSessionCleanup(database.db, { intervalMs: 25 });
  try {
    expect(await eventually(async () => !(await exists(expired.id)))).toBe(true);
    expect(await exists(live.id)).toBe(true);
  } finally {
    await task.stop();
  }
});

test('once stopped, it deletes nothing more', async () => {
  const { org } = await buildOrg(database.db);
  const { user } = await buildStaffUser(database.db, { org });
  const task = startSessionCleanup(database.db, { intervalMs: 25 });
  await task.stop();
  const expired = await buildStaffSession(database.db, {
    user,
    expiresAt: new Date(Date.now() - 1000),
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(await exists(expired.id)).toBe(true);
});
