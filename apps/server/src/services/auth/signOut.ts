/** Staff sign-out: deletes the session the cookie names. */
import type { Actor } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.js';
import { sessions } from '../../db/schema/index.js';
import { hashSessionToken } from '../../auth/sessionToken.js';
import type { RequestContext } from '../serviceContext.js';

export interface SignOutInput {
  token: string;
  actor: Actor;
  ip: string | null;
}

/** Returns whether a session was deleted (an unknown or expired token deletes nothing). */
export async function signOut({ db }: RequestContext, input: SignOutInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(input.token)))
      .returning({ id: sessions.id, orgId: sessions.orgId, userId: sessions.staffUserId });
    if (!deleted) return false;
    await writeAudit(tx, {
      orgId: deleted.orgId,
      actor: input.actor,
      action: 'session.deleted',
      entityType: 'session',
      entityId: deleted.id,
      before: { userId: deleted.userId },
      ip: input.ip,
    });
    return true;
  });
}
