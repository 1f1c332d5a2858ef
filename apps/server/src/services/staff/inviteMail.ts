/** The invitation mail with a fresh set-password link, queued in the caller's transaction. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { StaffUserRow } from '../../db/rows.js';
import { staffUsers } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { issuePasswordToken } from './passwordTokens.js';

export const setPasswordLink = (baseUrl: string, token: string): string =>
  `${baseUrl}/set-password?token=${encodeURIComponent(token)}`;

export async function queueInviteMail(
  tx: Tx,
  input: { user: StaffUserRow; invitedById: string; baseUrl: string },
): Promise<{ tokenId: string; mailId: string }> {
  const { user } = input;
  // Only the operator has no organisation, and the operator is never invited.
  const { orgId } = user;
  if (orgId === null) throw new Error('An invitation is to an organisation');
  const issued = await issuePasswordToken(tx, user, 'invite');
  const [inviter] = await tx
    .select({ displayName: staffUsers.displayName })
    .from(staffUsers)
    .where(eq(staffUsers.id, input.invitedById))
    .limit(1);
  const { mailId } = await enqueueMail(tx, {
    orgId,
    to: user.email,
    template: 'staffInvite',
    data: {
      displayName: user.displayName,
      invitedBy: inviter?.displayName ?? 'Your administrator',
      link: setPasswordLink(input.baseUrl, issued.token),
      expiresAt: issued.expiresAt.toISOString(),
    },
    // One mail per link: a new link is a new mail, the same link never a second one.
    idempotencyKey: `staff-invite:${issued.id}`,
    baseUrl: input.baseUrl,
    secrets: [issued.token],
  });
  return { tokenId: issued.id, mailId };
}
