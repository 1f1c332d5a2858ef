/**
 * The access-expired flow's button (visitor-portal.md §4, §7, §8): a member of an account whose
 * access ended asks for more time. Answers one of the four results: a new `extend_access`
 * request (staff are mailed as for new requests), 'already has access' (nothing to extend),
 * 'already requested' (one pending request per account is enough).
 *
 * Two ways to ask: with a member session (the account menu's expired dialog), or without one
 * from the access modal, where the login tab said 'Access expired': `mailExtensionLink`
 * (mailExtensionLink.ts) mails the
 * member a single-use 15-minute link (a member login token of purpose `extend_access`) and the
 * link files the request. The mailbox proves the e-mail: nobody asks for an address they cannot
 * read.
 */
import type { ExtendAccessResult } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { accessRequests, accountMembers, accounts } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { accountAccess } from '../../viewer/viewerGrants.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { emitAccessRequestEvents } from './accessRequestEvent.js';
import { consumeLoginToken } from './memberLoginLinks.js';
import { mailStaffRecipients } from './staffNotices.js';

type ExtendOutcome = Exclude<ExtendAccessResult, 'error'>;

/** Who asks: the signed-in member, or the holder of a mailed extension link. */
type Asker = { memberId: string; accountId: string; productId: string } | { token: string };

/** Rolls the link's transaction back: nothing is consumed or written. */
class Refused extends Error {
  constructor(readonly outcome: 'already_has_access' | 'expired') {
    super(outcome);
  }
}

export async function requestAccessExtension(
  ctx: ServiceContext,
  input: Asker & { baseUrl: string },
): Promise<ExtendOutcome | 'expired'> {
  const { orgId } = ctx.viewer;
  if ('memberId' in input) {
    const access = await accountAccess(ctx.db, {
      orgId,
      productId: null,
      accountId: input.accountId,
    });
    if (!access) throw new Error('the member’s account is gone');
    if (access.active) return 'already_has_access';
  }

  let result;
  try {
    result = await mutate(ctx, {
      action: 'memberId' in input ? 'access.extend' : 'access.extend_by_link',
      subject: {},
      revision: 'none',
      async run(tx) {
        let asker: { memberId: string; accountId: string; productId: string | null } | null =
          'memberId' in input ? input : null;
        if ('token' in input) {
          asker = await consumeLoginToken(tx, orgId, input.token, new Date(), 'extend_access');
          if (!asker) throw new Refused('expired');
          const access = await accountAccess(tx, {
            orgId,
            productId: asker.productId,
            accountId: asker.accountId,
          });
          if (!access) throw new Refused('expired');
          if (access.active) throw new Refused('already_has_access');
        }
        const { memberId, accountId } = asker!;
        const productId = asker!.productId ?? ctx.viewer.productId;
        if (!productId) throw new Refused('expired');
        // One pending request of the account at a time; the lock makes two clicks one request.
        const [account] = await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)))
          .for('update');
        const [pending] = await tx
          .select({ id: accessRequests.id })
          .from(accessRequests)
          .where(
            and(
              eq(accessRequests.orgId, orgId),
              eq(accessRequests.accountId, accountId),
              eq(accessRequests.status, 'pending'),
            ),
          )
          .limit(1);
        if (pending || !account) {
          return { outcome: 'already_requested' as const, id: null, accountId, memberId };
        }
        const [member] = await tx
          .select()
          .from(accountMembers)
          .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
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
            productId,
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
            queueUrl: `${input.baseUrl}/admin/access/requests`,
          },
          idempotencyKey: `extend-access:${id}`,
          baseUrl: input.baseUrl,
        });
        await emitAccessRequestEvents(tx, orgId, id, input.baseUrl, ['access_request.received']);
        return { outcome: 'success' as const, id, accountId, memberId };
      },
      audit: (done) => ({
        action: done.id ? 'access_request.extend_requested' : 'access_request.extend_repeated',
        entityType: 'access_request',
        entityId: done.id,
        after: { accountId: done.accountId, memberId: done.memberId },
      }),
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  if (result.outcome === 'success') notifyJobsQueued();
  return result.outcome;
}
