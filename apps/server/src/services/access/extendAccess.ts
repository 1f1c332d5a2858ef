/**
 * The access-expired flow's button (visitor-portal.md §4, §7, §8): a member of an account whose
 * access ended asks for more time. Answers one of the four results: a new `extend_access`
 * request (staff are mailed as for new requests), 'already has access' (nothing to extend),
 * 'already requested' (one pending request per account is enough).
 */
import type { ExtendAccessResult } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { accessRequests, accountMembers, accounts } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { accountAccess } from '../../viewer/viewerGrants.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { mailStaffRecipients } from './staffNotices.js';

export async function requestAccessExtension(
  ctx: ServiceContext,
  input: { memberId: string; accountId: string; productId: string; baseUrl: string },
): Promise<Exclude<ExtendAccessResult, 'error'>> {
  const { orgId } = ctx.viewer;
  const access = await accountAccess(ctx.db, {
    orgId,
    productId: null,
    accountId: input.accountId,
  });
  if (!access) throw new Error('the member’s account is gone');
  if (access.active) return 'already_has_access';

  const result = await mutate(ctx, {
    action: 'access.extend',
    subject: {},
    revision: 'none',
    async run(tx) {
      // One pending request of the account at a time; the lock makes two clicks one request.
      const [account] = await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.orgId, orgId), eq(accounts.id, input.accountId)))
        .for('update');
      const [pending] = await tx
        .select({ id: accessRequests.id })
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.orgId, orgId),
            eq(accessRequests.accountId, input.accountId),
            eq(accessRequests.status, 'pending'),
          ),
        )
        .limit(1);
      if (pending || !account) return { outcome: 'already_requested' as const, id: null };
      const [member] = await tx
        .select()
        .from(accountMembers)
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, input.memberId)));
      if (!member) throw new Error('the member is gone');
      const [created] = await tx
        .insert(accessRequests)
        .values({
          orgId,
          kind: 'extend_access',
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
          companyName: account.name,
          reason: 'Access expired: the member asks to extend it.',
          agreedToTerms: true,
          source: 'extend_access',
          productId: input.productId,
          accountId: account.id,
          memberId: member.id,
          ip: ctx.meta.ip,
          userAgent: ctx.meta.userAgent,
        })
        .returning({ id: accessRequests.id });
      const id = created!.id;
      await mailStaffRecipients(tx, {
        orgId,
        template: 'extendAccessRequest',
        data: {
          memberName: `${member.firstName} ${member.lastName}`.trim(),
          memberEmail: member.email,
          accountName: account.name,
          expiredAt: account.accessExpiresAt?.toISOString() ?? null,
          queueUrl: `${input.baseUrl}/admin/access-requests`,
        },
        idempotencyKey: `extend-access:${id}`,
        baseUrl: input.baseUrl,
      });
      return { outcome: 'success' as const, id };
    },
    audit: (done) => ({
      action: done.id ? 'access_request.extend_requested' : 'access_request.extend_repeated',
      entityType: 'access_request',
      entityId: done.id,
      after: { accountId: input.accountId, memberId: input.memberId },
    }),
  });
  if (result.outcome === 'success') notifyJobsQueued();
  return result.outcome;
}
