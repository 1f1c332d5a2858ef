/**
 * The ask rule's signing secret made anew (staff with access:manage): it replaces the old at once
 * and is answered once. Audited.
 */
import { assertAuthorized, ASK_RULE_MESSAGES, type AskRuleAnswer } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { portalCustomizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { generateAskSecret, type AskDeps } from './askEndpoint.js';
import { askRuleView } from './askRuleSettings.js';

/** A new signing secret replaces the old at once; answered once. */
export async function regenerateAskSecret(
  ctx: ServiceContext,
  deps: AskDeps,
): Promise<AskRuleAnswer> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const fresh = generateAskSecret(deps, orgId);
  const view = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      await tx
        .update(portalCustomizations)
        .set({ askSecretSealed: fresh.sealed, updatedAt: new Date() })
        .where(eq(portalCustomizations.orgId, orgId));
      return askRuleView(tx, orgId);
    },
    audit: () => ({
      action: 'access_ask_rule.secret_generated',
      entityType: 'access_rules',
      entityId: orgId,
    }),
  });
  return { askRule: view, secret: fresh.secret, message: ASK_RULE_MESSAGES.secretShownOnce };
}
