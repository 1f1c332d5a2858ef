/**
 * Sliding session expiry, for staff and member sessions alike: a session in use is extended by
 * its time-to-live, but written only once in a while (not on every request).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';

export async function slideSession(
  db: Db,
  row: { sessionId: string; expiresAt: Date; lastSeenAt: Date },
  timing: { ttlMs: number; refreshAfterMs: number },
  now: Date,
): Promise<{ expiresAt: Date; refreshed: boolean }> {
  if (now.getTime() - row.lastSeenAt.getTime() < timing.refreshAfterMs) {
    return { expiresAt: row.expiresAt, refreshed: false };
  }
  const expiresAt = new Date(now.getTime() + timing.ttlMs);
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: now })
    .where(eq(sessions.id, row.sessionId));
  return { expiresAt, refreshed: true };
}
