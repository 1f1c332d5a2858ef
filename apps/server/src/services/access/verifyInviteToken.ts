/**
 * The one place the request form's `invitedColleagueToken` is checked: a valid invitation of
 * this organisation (inviteTokens.ts) whose subject is the e-mail asking. The caller marks it
 * used in the request's transaction (`markInviteTokenUsed`), so a replayed invitation names no
 * inviter.
 */
import type { DbOrTx } from '../../db/client.js';
import { verifyInviteToken as verifyInvitation, type VerifiedInvite } from './inviteTokens.js';

export async function verifyInviteToken(
  _db: DbOrTx,
  input: { orgId: string; email: string; token: string },
): Promise<VerifiedInvite | null> {
  const invite = await verifyInvitation(input.orgId, input.token);
  return invite && invite.email === input.email ? invite : null;
}
