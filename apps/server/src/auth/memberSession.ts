/**
 * Account members' sessions: opened by a sign-in link, an invitation's or byoid's welcome, kept in
 * the sessions table (kind 'member') with only the token's SHA-256, carried by their own cookie so
 * that a staff session in the same browser is left alone. A revoked member or account, or one of
 * another organisation, has no session: the request is a visitor's.
 */
import type { Actor } from '@candor/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { slideSession } from './slideSession.js';
import type { Db, Tx } from '../db/client.js';
import { accountMembers, accounts, sessions } from '../db/schema/index.js';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './sessionToken.js';

export const MEMBER_SESSION_COOKIE = 'candor_member';

/** A member's session counts only while the member and their account are active. */
export const memberSignsIn = and(
  eq(accountMembers.status, 'active'),
  eq(accounts.accessStatus, 'active'),
)!;

/** Members stay signed in for a week of inactivity at most. */
export const MEMBER_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export type MemberActor = Extract<Actor, { type: 'member' }>;

export interface MemberSession {
  id: string;
  expiresAt: Date;
  refreshed: boolean;
}

export async function openMemberSession(
  tx: Db | Tx,
  input: {
    orgId: string;
    memberId: string;
    ip: string | null;
    userAgent: string | null;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + MEMBER_SESSION_TTL_MS);
  await tx.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    orgId: input.orgId,
    kind: 'member',
    memberId: input.memberId,
    expiresAt,
    lastSeenAt: now,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await tx
    .update(accountMembers)
    .set({ lastLoginAt: now })
    .where(and(eq(accountMembers.orgId, input.orgId), eq(accountMembers.id, input.memberId)));
  return { token, expiresAt };
}

export async function findMemberSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ actor: MemberActor; session: MemberSession } | null> {
  if (!isWellFormedSessionToken(token)) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      memberId: accountMembers.id,
      accountId: accountMembers.accountId,
      orgId: accountMembers.orgId,
      email: accountMembers.email,
    })
    .from(sessions)
    .innerJoin(
      accountMembers,
      and(eq(accountMembers.orgId, sessions.orgId), eq(accountMembers.id, sessions.memberId)),
    )
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
    )
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        eq(sessions.kind, 'member'),
        gt(sessions.expiresAt, now),
        memberSignsIn,
      ),
    )
    .limit(1);
  if (!row) return null;
  const { expiresAt, refreshed } = await slideSession(
    db,
    row,
    { ttlMs: MEMBER_SESSION_TTL_MS, refreshAfterMs: REFRESH_AFTER_MS },
    now,
  );
  return {
    actor: {
      type: 'member',
      memberId: row.memberId,
      accountId: row.accountId,
      orgId: row.orgId,
      email: row.email,
    },
    session: { id: row.sessionId, expiresAt, refreshed },
  };
}

/** Ends the session the cookie names (nothing when it names none). */
export async function closeMemberSession(db: Db | Tx, token: string): Promise<void> {
  if (!isWellFormedSessionToken(token)) return;
  await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), eq(sessions.kind, 'member')));
}

/** Every session of a member (revoked access ends them at once). */
export async function closeSessionsOfMember(
  db: Db | Tx,
  orgId: string,
  memberId: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.orgId, orgId), eq(sessions.kind, 'member'), eq(sessions.memberId, memberId)),
    );
}

export function setMemberSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(MEMBER_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearMemberSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(MEMBER_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    path: '/',
  });
}
