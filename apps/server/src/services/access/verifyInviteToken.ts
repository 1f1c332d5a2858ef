/**
 * The one place the request form's `invitedColleagueToken` is checked. Invitation tokens are
 * issued and verified by the member sign-in part (helper member-signin); until it is merged this
 * hook verifies nothing, so no request claims an inviter it cannot prove.
 *
 * Lead, at merge: return the inviting member's id when the token is a valid invitation of this
 * organisation for this e-mail (the invite JWT's subject), else null.
 */
import type { DbOrTx } from '../../db/client.js';

export async function verifyInviteToken(
  _db: DbOrTx,
  _input: { orgId: string; email: string; token: string },
): Promise<{ invitedByMemberId: string } | null> {
  return null;
}
