/**
 * Revokes an API token: its member in the account menu (access.api_token, their own tokens
 * only), or staff for any member of an account they manage (access.manage). The row stays,
 * marked, so the audit log's entry still names it; the token is refused from then on.
 */
import { API_TOKEN_MESSAGES, DomainError } from '@candor/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accountMembers, memberApiTokens } from '../../db/schema/index.js';
import { tokenMember } from '../../auth/apiToken.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { ownedBy, type TokenOwner } from './apiTokenViews.js';

export async function revokeApiToken(
  ctx: ServiceContext,
  tokenId: string,
  owner: TokenOwner,
  now: Date = new Date(),
): Promise<void> {
  const { orgId } = ctx.viewer;
  const byMember = 'memberId' in owner;
  await mutate(ctx, {
    action: byMember ? 'access.api_token' : 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [found] = await tx
        .select({ token: memberApiTokens })
        .from(memberApiTokens)
        .innerJoin(accountMembers, tokenMember)
        .where(
          and(
            eq(memberApiTokens.orgId, orgId),
            eq(memberApiTokens.id, tokenId),
            isNull(memberApiTokens.revokedAt),
            ownedBy(owner),
          ),
        );
      if (!found) throw new DomainError('not_found', API_TOKEN_MESSAGES.notFound);
      await tx
        .update(memberApiTokens)
        .set({ revokedAt: now })
        .where(and(eq(memberApiTokens.orgId, orgId), eq(memberApiTokens.id, tokenId)));
      return found.token;
    },
    audit: (token) => ({
      action: 'api_token.revoked',
      entityType: 'api_token',
      entityId: token.id,
      before: { name: token.name, prefix: token.prefix, memberId: token.memberId },
    }),
  });
}
