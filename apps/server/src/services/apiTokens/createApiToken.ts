/**
 * A signed-in member makes an API token for the public read API: shown once, stored as its
 * SHA-256, tied to the member (and so to their account and organisation), expiring in the
 * 30, 90 or 365 days they chose.
 */
import {
  API_TOKEN_LIVE_MAX,
  API_TOKEN_MESSAGES,
  DomainError,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@candor/domain';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { hashApiToken, newApiToken, shownPartOf } from '../../auth/apiToken.js';
import { memberApiTokens } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { apiTokenView } from './apiTokenViews.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createApiToken(
  ctx: ServiceContext,
  input: CreateApiTokenInput,
  now: Date = new Date(),
): Promise<CreatedApiToken> {
  const { actor, orgId } = ctx.viewer;
  if (actor.type !== 'member') throw new DomainError('unauthenticated', 'Sign in to continue');
  const token = newApiToken();
  const row = await mutate(ctx, {
    action: 'access.api_token',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [live] = await tx
        .select({ n: count() })
        .from(memberApiTokens)
        .where(
          and(
            eq(memberApiTokens.orgId, orgId),
            eq(memberApiTokens.memberId, actor.memberId),
            isNull(memberApiTokens.revokedAt),
            gt(memberApiTokens.expiresAt, now),
          ),
        );
      if ((live?.n ?? 0) >= API_TOKEN_LIVE_MAX) {
        throw new DomainError('conflict', API_TOKEN_MESSAGES.tooMany);
      }
      const [inserted] = await tx
        .insert(memberApiTokens)
        .values({
          orgId,
          memberId: actor.memberId,
          name: input.name,
          tokenHash: hashApiToken(token),
          prefix: shownPartOf(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        })
        .returning();
      return inserted!;
    },
    audit: (created) => ({
      action: 'api_token.created',
      entityType: 'api_token',
      entityId: created.id,
      after: {
        name: created.name,
        prefix: created.prefix,
        memberId: created.memberId,
        expiresAt: created.expiresAt.toISOString(),
      },
    }),
  });
  return { token, apiToken: apiTokenView(row, now) };
}
