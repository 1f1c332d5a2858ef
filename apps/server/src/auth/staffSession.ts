/** Looks up the staff session a cookie token names, sliding its expiry while it is in use. */
import { and, eq, gt } from 'drizzle-orm';
import { slideSession } from './slideSession.js';
import type { Db } from '../db/client.js';
import { orgTotpPolicy, sessions, staffTotp, staffUsers } from '../db/schema/index.js';
import { SESSION_TTL_MS } from './sessionCookie.js';
import { staffActorOf, type SignedInStaffActor } from './staffActor.js';
import { hashSessionToken, isWellFormedSessionToken } from './sessionToken.js';

/** Extending on every request would write on every page view; once in a while is enough. */
const REFRESH_AFTER_MS = 5 * 60 * 1000;

export interface StaffSession {
  id: string;
  displayName: string;
  expiresAt: Date;
  /** The expiry moved: the cookie must be sent again with the new date. */
  refreshed: boolean;
  /**
   * The organisation requires a second factor and the user has none yet: until they set one up,
   * the session reaches only the set-up (`auth/actorResolution.ts`).
   */
  mustEnrolTotp: boolean;
}

export interface ResolvedStaffSession {
  actor: SignedInStaffActor;
  session: StaffSession;
}

export async function findStaffSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<ResolvedStaffSession | null> {
  if (!isWellFormedSessionToken(token)) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: staffUsers.id,
      orgId: staffUsers.orgId,
      email: staffUsers.email,
      displayName: staffUsers.displayName,
      scopes: staffUsers.scopes,
      totpRequired: orgTotpPolicy.requireTotp,
      totpConfirmedAt: staffTotp.confirmedAt,
      isOperator: staffUsers.isOperator,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .leftJoin(orgTotpPolicy, eq(orgTotpPolicy.orgId, staffUsers.orgId))
    .leftJoin(staffTotp, eq(staffTotp.staffUserId, staffUsers.id))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        eq(sessions.kind, 'staff'),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;

  const { expiresAt, refreshed } = await slideSession(
    db,
    row,
    { ttlMs: SESSION_TTL_MS, refreshAfterMs: REFRESH_AFTER_MS },
    now,
  );
  return {
    actor: staffActorOf({ ...row, id: row.userId }),
    session: {
      id: row.sessionId,
      displayName: row.displayName,
      expiresAt,
      refreshed,
      mustEnrolTotp: row.totpRequired === true && !row.totpConfirmedAt,
    },
  };
}
