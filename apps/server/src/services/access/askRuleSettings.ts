/**
 * The ask rule's settings (staff with access:manage): the endpoint's URL, checked through the
 * address guard when saved, the switch, and the signing secret, sealed at rest and shown once
 * when the rule is first saved (regenerateAskSecret.ts makes a new one). Audited.
 */
import {
  assertAuthorized,
  ASK_RULE_MESSAGES,
  DomainError,
  type AskRuleAnswer,
  type AskRuleView,
  type AskRuleInput,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { portalCustomizations } from '../../db/schema/index.js';
import { fetchFailureCause } from '../../http/fetchFailure.js';
import { checkFetchableUrl, SafeFetchError } from '../../http/safeFetch.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { generateAskSecret, loadAskRule, type AskDeps } from './askEndpoint.js';

export async function askRuleView(db: DbOrTx, orgId: string): Promise<AskRuleView> {
  const rule = await loadAskRule(db, orgId);
  return { url: rule.url, enabled: rule.enabled, secretSet: Boolean(rule.secretSealed) };
}

export async function getAskRule(ctx: ServiceContext): Promise<AskRuleView> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  return askRuleView(ctx.db, orgId);
}

/** The URL must pass the address guard (https, a public address or the operator's allowlist). */
async function checkAskUrl(url: string, deps: AskDeps): Promise<void> {
  try {
    await checkFetchableUrl(url, { allow: deps.allow, timeoutMs: 5_000 });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const message =
      error.code === 'refused' && /https/.test(error.message)
        ? ASK_RULE_MESSAGES.urlInvalid
        : `This address cannot be used: ${fetchFailureCause(error)}.`;
    throw new DomainError('validation_failed', message, [{ path: 'url', message }]);
  }
}

/** Saves the URL and switch; the first save with a URL generates the secret, answered once. */
export async function saveAskRule(
  ctx: ServiceContext,
  input: AskRuleInput,
  deps: AskDeps,
): Promise<AskRuleAnswer> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const url = input.url.trim() || null;
  if (url) await checkAskUrl(url, deps);
  const fresh = generateAskSecret(deps, orgId);
  const { view, secret } = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await loadAskRule(tx, orgId);
      const generate = url !== null && !before.secretSealed;
      await tx
        .update(portalCustomizations)
        .set({
          askUrl: url,
          askEnabled: input.enabled,
          ...(generate ? { askSecretSealed: fresh.sealed } : {}),
          updatedAt: new Date(),
        })
        .where(eq(portalCustomizations.orgId, orgId));
      return {
        before: { url: before.url, enabled: before.enabled },
        view: await askRuleView(tx, orgId),
        secret: generate ? fresh.secret : null,
      };
    },
    audit: ({ before, view, secret }) => ({
      action: 'access_ask_rule.updated',
      entityType: 'access_rules',
      entityId: orgId,
      before,
      after: { url: view.url, enabled: view.enabled, secretGenerated: secret !== null },
    }),
  });
  return {
    askRule: view,
    secret,
    message: secret ? ASK_RULE_MESSAGES.secretShownOnce : ASK_RULE_MESSAGES.saved,
  };
}
