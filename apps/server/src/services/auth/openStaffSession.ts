/**
 * Opens a staff session once the person has proved who they are (a password, with its second
 * factor when they have one, or the organisation's identity provider): the session row, the last
 * sign-in time and the audit row 'session.created' naming the method, in the caller's
 * transaction.
 */
import { eq } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../auth/sessionCookie.js';
import { hashSessionToken, newSessionToken } from '../../auth/sessionToken.js';
import {
  staffActorOf,
  type SignedInStaffActor,
  type StaffIdentity,
} from '../../auth/staffActor.js';
import { writeAudit } from '../../db/audit.js';
import type { Tx } from '../../db/client.js';
import { sessions, staffUsers } from '../../db/schema/index.js';

export interface OpenedSession {
  kind: 'session';
  token: string;
  expiresAt: Date;
  actor: SignedInStaffActor;
}

export type SessionUser = StaffIdentity;

export interface SessionProof {
  now: Date;
  ip: string | null;
  userAgent: string | null;
  method: 'password' | 'sso';
  /** The second factor given after the password: 'totp' or 'recovery_code'. */
  secondFactor?: string;
}

export async function openStaffSession(
  tx: Tx,
  user: SessionUser,
  how: SessionProof,
): Promise<OpenedSession> {
  const { now, ip } = how;
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const actor = staffActorOf(user);
  const [session] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      orgId: user.orgId,
      kind: 'staff',
      staffUserId: user.id,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
      userAgent: how.userAgent?.slice(0, 500) ?? null,
      ip,
    })
    .returning({ id: sessions.id });
  await tx.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id));
  await writeAudit(tx, {
    orgId: user.orgId,
    actor,
    action: 'session.created',
    entityType: 'session',
    entityId: session!.id,
    after: {
      userId: user.id,
      expiresAt: expiresAt.toISOString(),
      method: how.method,
      ...(how.secondFactor ? { secondFactor: how.secondFactor } : {}),
    },
    ip,
  });
  return { kind: 'session', token, expiresAt, actor };
}
