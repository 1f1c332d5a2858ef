/**
 * The invitation: a staff member with no usable password and the mail carrying a fresh
 * set-password link, queued in the caller's transaction. Inviting a colleague and creating an
 * organisation (its first admin) both invite this way.
 */
import { DomainError, STAFF_MESSAGES, type GrantableScope } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { StaffUserRow } from '../../db/rows.js';
import { staffUsers } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { issuePasswordToken } from './passwordTokens.js';
import { INVITED_PASSWORD_HASH } from './staffMembers.js';

export const setPasswordLink = (baseUrl: string, token: string): string =>
  `${baseUrl}/set-password?token=${encodeURIComponent(token)}`;

/** What the audit row keeps of an invitation: never the link itself. */
export interface QueuedInvite {
  tokenId: string;
  mailId: string;
}

export async function queueInviteMail(
  tx: Tx,
  input: { user: StaffUserRow; invitedById: string | null; baseUrl: string },
): Promise<{ queued: QueuedInvite; link: string }> {
  const { user } = input;
  // Only the operator has no organisation, and the operator is never invited.
  const { orgId } = user;
  if (orgId === null) throw new Error('An invitation is to an organisation');
  const issued = await issuePasswordToken(tx, user, 'invite');
  const [inviter] = input.invitedById
    ? await tx
        .select({ displayName: staffUsers.displayName })
        .from(staffUsers)
        .where(eq(staffUsers.id, input.invitedById))
        .limit(1)
    : [];
  const link = setPasswordLink(input.baseUrl, issued.token);
  const { mailId } = await enqueueMail(tx, {
    orgId,
    to: user.email,
    template: 'staffInvite',
    data: {
      displayName: user.displayName,
      invitedBy: inviter?.displayName ?? 'Your administrator',
      link,
      expiresAt: issued.expiresAt.toISOString(),
    },
    // One mail per link: a new link is a new mail, the same link never a second one.
    idempotencyKey: `staff-invite:${issued.id}`,
    baseUrl: input.baseUrl,
    secrets: [issued.token],
  });
  return { queued: { tokenId: issued.id, mailId }, link };
}

export interface NewStaffMember {
  orgId: string;
  email: string;
  displayName: string;
  scopes: readonly GrantableScope[];
  /** The form field the e-mail came from, named by the error when it is taken. */
  emailField: string;
  /** Absent: invited, until they set a password from the mail. */
  passwordHash?: string;
}

/** Adds a staff member; 409 when the e-mail already signs someone in. */
export async function insertNewStaff(tx: Tx, input: NewStaffMember): Promise<StaffUserRow> {
  const email = input.email.toLowerCase();
  // Staff e-mails are unique per installation (they sign in with the e-mail alone).
  const [taken] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email))
    .limit(1);
  if (taken) {
    throw new DomainError('conflict', STAFF_MESSAGES.emailTaken, [
      { path: input.emailField, message: STAFF_MESSAGES.emailTaken },
    ]);
  }
  const [user] = await tx
    .insert(staffUsers)
    .values({
      orgId: input.orgId,
      email,
      displayName: input.displayName,
      passwordHash: input.passwordHash ?? INVITED_PASSWORD_HASH,
      scopes: [...input.scopes],
    })
    .returning();
  return user!;
}
