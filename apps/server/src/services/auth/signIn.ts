/** Staff sign-in: checks the password and opens a session. */
import { DomainError, type Actor } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { organizations, sessions, staffUsers } from '../../db/schema/index.js';
import { checkPassword } from '../../auth/passwordCheck.js';
import { SESSION_TTL_MS } from '../../auth/sessionCookie.js';
import { hashSessionToken, newSessionToken } from '../../auth/sessionToken.js';

/** The same words for an unknown e-mail and a wrong password: the answer reveals neither. */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';

export interface SignInInput {
  email: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}

export interface SignInResult {
  token: string;
  expiresAt: Date;
  orgSlug: string;
  actor: Extract<Actor, { type: 'staff' }>;
}

export async function signIn(db: Db, input: SignInInput): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select({
      id: staffUsers.id,
      orgId: staffUsers.orgId,
      email: staffUsers.email,
      passwordHash: staffUsers.passwordHash,
      scopes: staffUsers.scopes,
      orgSlug: organizations.slug,
    })
    .from(staffUsers)
    .innerJoin(organizations, eq(organizations.id, staffUsers.orgId))
    .where(eq(staffUsers.email, email))
    .limit(1);

  const passwordMatches = await checkPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches) {
    throw new DomainError('invalid_credentials', INCORRECT_CREDENTIALS);
  }

  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const actor: SignInResult['actor'] = {
    type: 'staff',
    userId: user.id,
    orgId: user.orgId,
    email: user.email,
    scopes: user.scopes,
  };
  await db.transaction(async (tx) => {
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
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        ip: input.ip,
      })
      .returning({ id: sessions.id });
    await tx.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id));
    await writeAudit(tx, {
      orgId: user.orgId,
      actor,
      action: 'session.created',
      entityType: 'session',
      entityId: session!.id,
      after: { userId: user.id, expiresAt: expiresAt.toISOString() },
      ip: input.ip,
    });
  });
  return { token, expiresAt, orgSlug: user.orgSlug, actor };
}
