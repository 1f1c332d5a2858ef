/**
 * Invite colleagues (visitor-portal.md §2, §5, §7): a member mails each colleague a signed
 * invitation (`inviteTokens.ts`) linking to the portal's request tab. The addresses come
 * lower-cased from the schema; the same address twice is refused, not mailed twice.
 */
import { ACCESS_MESSAGES, DomainError, portalSearch } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { accountMembers, accounts, portalCustomizations } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { signInviteToken } from './inviteTokens.js';

export async function inviteColleagues(
  ctx: ServiceContext,
  input: {
    memberId: string;
    accountId: string;
    emails: string[];
    message: string | undefined;
    /** The portal's address (origin and base path), where the invitation lands. */
    portalUrl: string;
    baseUrl: string;
    secret: string;
  },
): Promise<{ ok: true }> {
  const { orgId } = ctx.viewer;
  const seen = new Set<string>();
  const errors = input.emails.flatMap((email, index) => {
    if (seen.has(email)) {
      return [{ path: `emails.${index}`, message: ACCESS_MESSAGES.inviteDuplicate(email) }];
    }
    seen.add(email);
    return [];
  });
  if (errors.length > 0) {
    throw new DomainError('validation_failed', errors[0]!.message, errors);
  }

  const invited = await mutate(ctx, {
    action: 'access.invite',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [row] = await tx
        .select({ member: accountMembers, accountName: accounts.name })
        .from(accountMembers)
        .innerJoin(
          accounts,
          and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
        )
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, input.memberId)));
      if (!row || row.member.accountId !== input.accountId) throw new Error('member not found');
      const [settings] = await tx
        .select({ portalTitle: portalCustomizations.portalTitle })
        .from(portalCustomizations)
        .where(eq(portalCustomizations.orgId, orgId));
      const jtis: string[] = [];
      for (const email of input.emails) {
        const invite = await signInviteToken({
          orgId,
          email,
          invitedByMemberId: row.member.id,
          secret: input.secret,
        });
        jtis.push(invite.jti);
        const search = portalSearch({
          inviteToken: invite.token,
          requestAccess: true,
          source: 'invite',
        });
        await enqueueMail(tx, {
          orgId,
          to: email,
          template: 'colleagueInvite',
          data: {
            inviterName: `${row.member.firstName} ${row.member.lastName}`.trim(),
            inviterEmail: row.member.email,
            accountName: row.accountName,
            portalTitle: settings?.portalTitle ?? 'Trust Center',
            link: `${input.portalUrl}${search}`,
            message: input.message ?? null,
            expiresAt: invite.expiresAt.toISOString(),
          },
          idempotencyKey: `colleague-invite:${invite.jti}`,
          baseUrl: input.baseUrl,
          secrets: [invite.token],
        });
      }
      return { jtis };
    },
    audit: ({ jtis }) => ({
      action: 'member.invited_colleagues',
      entityType: 'account_member',
      entityId: input.memberId,
      after: { emails: input.emails, invitations: jtis, withMessage: input.message !== undefined },
    }),
  });
  if (invited.jtis.length > 0) notifyJobsQueued();
  return { ok: true };
}
