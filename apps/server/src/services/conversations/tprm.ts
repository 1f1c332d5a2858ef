/**
 * 'Send data to TPRM' (staff-content.md §2, §4, §7): Next asks for a token for the chosen
 * partner. A member of the account only, with the organisation's partner-import feature; the
 * token names the products the account may read right now. Each issue is audited with its jti.
 */
import {
  assertAuthorized,
  CONVERSATION_MESSAGES,
  DomainError,
  isFlagOn,
  notFound,
  tprmPartnerById,
  type TprmTokenAnswer,
} from '@candor/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accessGrants, accounts } from '../../db/schema/index.js';
import { accountAccess } from '../../viewer/viewerGrants.js';
import { loadEffectiveFeatures } from '../features/loadEffectiveFeatures.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { memberActor } from './conversationAccess.js';
import { signTprmToken } from './tprmTokens.js';

export async function issueTprmToken(
  ctx: ServiceContext,
  input: { accountId: string; partnerId: string; secret: string },
): Promise<TprmTokenAnswer> {
  const { orgId, actor } = ctx.viewer;
  memberActor(actor, orgId);
  assertAuthorized(actor, 'tprm.token', { orgId, accountId: input.accountId });
  if (!isFlagOn(await loadEffectiveFeatures(ctx.db, orgId), 'partnerImport')) {
    throw new DomainError('forbidden', CONVERSATION_MESSAGES.tprmUnavailable);
  }
  const partner = tprmPartnerById(input.partnerId);
  if (!partner) throw notFound(CONVERSATION_MESSAGES.unknownPartner);
  const access = await accountAccess(ctx.db, {
    orgId,
    productId: null,
    accountId: input.accountId,
  });
  if (!access?.active) throw new DomainError('forbidden', CONVERSATION_MESSAGES.tprmUnavailable);
  const now = new Date();
  const grants = await ctx.db
    .select({ productId: accessGrants.productId, expiresAt: accessGrants.expiresAt })
    .from(accessGrants)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accessGrants.orgId), eq(accounts.id, accessGrants.accountId)),
    )
    .where(
      and(
        eq(accessGrants.orgId, orgId),
        eq(accessGrants.accountId, input.accountId),
        isNull(accessGrants.revokedAt),
      ),
    );
  const productIds = [
    ...new Set(
      grants
        .filter((grant) => {
          const expiry = grant.expiresAt ?? access.account.accessExpiresAt;
          return expiry === null || expiry > now;
        })
        .map((grant) => grant.productId),
    ),
  ].sort();
  return mutate(ctx, {
    action: 'tprm.token',
    subject: { accountId: input.accountId },
    revision: 'none',
    async run() {
      const signed = await signTprmToken({
        orgId,
        accountId: input.accountId,
        partnerId: partner.id,
        productIds,
        secret: input.secret,
        now,
      });
      return { result: signed.token, expiresAt: signed.expiresAt.toISOString(), jti: signed.jti };
    },
    audit: (issued) => ({
      action: 'tprm.token_issued',
      entityType: 'account',
      entityId: input.accountId,
      after: { partner: partner.id, jti: issued.jti, expiresAt: issued.expiresAt, productIds },
    }),
  }).then(({ result, expiresAt }) => ({ result, expiresAt }));
}
