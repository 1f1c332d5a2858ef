/**
 * The organisation's approval rules (staff with access:manage): read, save, and the dry run that
 * says what the rules would decide for an e-mail and why, writing nothing.
 */
import {
  assertAuthorized,
  ACCESS_RULE_MESSAGES,
  askOutcomeDecision,
  askOutcomeReason,
  decideByRules,
  emailDomain,
  type AccessRules,
  type AskDryRun,
  type RuleDecision,
} from '@candor/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessDomainRules, portalCustomizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { domainRuleOf, loadAccessSettings } from './accessSettings.js';
import { isFreeEmailDomain } from './freeEmail.js';
import {
  askEndpoint,
  askRequestBody,
  askRuleActive,
  firstProductId,
  loadAskRule,
  type AskDeps,
} from './askEndpoint.js';

async function readRules(db: DbOrTx, orgId: string): Promise<AccessRules> {
  const settings = await loadAccessSettings(db, orgId);
  const domains = await db
    .select({ domain: accessDomainRules.domain, rule: accessDomainRules.rule })
    .from(accessDomainRules)
    .where(eq(accessDomainRules.orgId, orgId))
    .orderBy(asc(accessDomainRules.domain));
  return {
    autoApprove: settings.autoApprove,
    blockFreeEmail: settings.blockFreeEmail,
    autoApproveDomains: domains.filter((d) => d.rule === 'auto_approve').map((d) => d.domain),
    blockedDomains: domains.filter((d) => d.rule === 'block').map((d) => d.domain),
    defaultAccessDays: settings.defaultAccessDays,
    accessRequestsMailbox: settings.accessRequestsMailbox,
  };
}

export async function getAccessRules(ctx: ServiceContext): Promise<AccessRules> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  return readRules(ctx.db, orgId);
}

export async function saveAccessRules(
  ctx: ServiceContext,
  input: AccessRules,
): Promise<{ rules: AccessRules; message: string }> {
  const { orgId } = ctx.viewer;
  const result = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await readRules(tx, orgId);
      await tx
        .update(portalCustomizations)
        .set({
          autoApprove: input.autoApprove,
          blockFreeEmail: input.blockFreeEmail,
          defaultAccessDays: input.defaultAccessDays,
          accessRequestsMailbox: input.accessRequestsMailbox,
          updatedAt: new Date(),
        })
        .where(eq(portalCustomizations.orgId, orgId));
      await tx.delete(accessDomainRules).where(eq(accessDomainRules.orgId, orgId));
      const rows = [
        ...input.autoApproveDomains.map((domain) => ({
          orgId,
          domain,
          rule: 'auto_approve' as const,
        })),
        ...input.blockedDomains.map((domain) => ({ orgId, domain, rule: 'block' as const })),
      ];
      if (rows.length) await tx.insert(accessDomainRules).values(rows);
      return { before, after: await readRules(tx, orgId) };
    },
    audit: ({ before, after }) => ({
      action: 'access_rules.updated',
      entityType: 'access_rules',
      entityId: orgId,
      before,
      after,
    }),
  });
  return { rules: result.after, message: ACCESS_RULE_MESSAGES.saved };
}

export interface DryRunAnswer {
  email: string;
  domain: string;
  freeEmail: boolean;
  domainRule: 'auto_approve' | 'block' | null;
  result: RuleDecision;
  /** The ask rule's answer when the rules leave the request to staff and the rule is on. */
  ask: AskDryRun | null;
}

export async function dryRunAccessRules(
  ctx: ServiceContext,
  email: string,
  deps?: AskDeps,
): Promise<DryRunAnswer> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const settings = await loadAccessSettings(ctx.db, orgId);
  const domain = emailDomain(email);
  const freeEmail = isFreeEmailDomain(domain);
  const domainRule = await domainRuleOf(ctx.db, orgId, domain);
  const result = decideByRules({
    autoApprove: settings.autoApprove,
    blockFreeEmail: settings.blockFreeEmail,
    freeEmail,
    domainRule,
    domain,
  });
  return {
    email,
    domain,
    freeEmail,
    domainRule,
    result,
    ask: result.decision === 'pending' && deps ? await dryRunAsk(ctx, email, deps) : null,
  };
}

/** The endpoint asked about a placeholder request of this e-mail, marked `dryRun`. */
async function dryRunAsk(ctx: ServiceContext, email: string, deps: AskDeps) {
  const { orgId } = ctx.viewer;
  const rule = await loadAskRule(ctx.db, orgId);
  const productId = await firstProductId(ctx.db, orgId);
  if (!askRuleActive(rule) || !productId) return null;
  const body = await askRequestBody(
    ctx.db,
    orgId,
    {
      email,
      firstName: 'Dry',
      lastName: 'Run',
      companyName: 'Dry run (Try the rules)',
      jobTitle: null,
      productId,
      itemUid: null,
      listedProductIds: [],
      dryRun: true,
    },
    new Date(),
  );
  const outcome = await askEndpoint(ctx.db, orgId, rule, body, deps);
  return { outcome, decision: askOutcomeDecision(outcome), reason: askOutcomeReason(outcome) };
}
