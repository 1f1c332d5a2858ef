/**
 * The portal's access modal (visitor-portal.md §4, §5, §7, §8): the request form and the login
 * tab. Both answer only the spec's states; what an answer reveals about an address is no more
 * than those states. Every write (the request, its decision, its mails, its analytics event) is
 * one `mutate` transaction: a refused or failed request leaves nothing behind.
 */
import {
  ACCESS_CODE_MESSAGES,
  ACCESS_MESSAGES,
  askOutcomeReason,
  CARD_KINDS,
  DomainError,
  declinedCode,
  decideByRules,
  emailDomain,
  requiredFieldErrors,
  type AccessFormConfig,
  type AccessRequestData,
  type AccessRequestResult,
  type CardKind,
  type AccessRequestStatus,
  type AskRuleOutcome,
} from '@candor/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accessRequestProducts,
  accessRequests,
  accountMembers,
  accounts,
  products,
} from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { accountAccess } from '../../viewer/viewerGrants.js';
import { recordEvent } from '../analytics/recordEvent.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import type { AccessLinks } from './accessLinks.js';
import { signInUrl } from './accessLinks.js';
import {
  accessExpiry,
  domainRuleOf,
  loadAccessSettings,
  type AccessSettings,
} from './accessSettings.js';
import { mailApproval, mailStaffOfRequest } from './accessMails.js';
import { isFreeEmailDomain } from './freeEmail.js';
import { decisionEvent, emitAccessRequestEvents } from './accessRequestEvent.js';
import { accountOfDomain, approveInTx } from './grantAccess.js';
import { askVerdict, consultAskRule, type AskDeps } from './askEndpoint.js';
import { issueLoginToken } from './memberLoginLinks.js';
import { markInviteTokenUsed } from './inviteTokens.js';
import { verifyInviteToken } from './verifyInviteToken.js';
import { enqueueMail } from '../../mail/enqueueMail.js';

const refuse = (code: keyof typeof ACCESS_CODE_MESSAGES) =>
  new DomainError(code, ACCESS_CODE_MESSAGES[code]);

const notWorkEmail = () =>
  new DomainError('not_work_email', ACCESS_MESSAGES.workEmailRequired, [
    { path: 'email', message: ACCESS_MESSAGES.workEmailRequired },
  ]);

/** The organisation's products the request names; any other id is a bad request. */
async function orgProducts(db: DbOrTx, orgId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, ids)));
  if (rows.length !== new Set(ids).size) {
    throw new DomainError('validation_failed', ACCESS_MESSAGES.productsRequired, [
      { path: 'accountMemberRequestProducts', message: ACCESS_MESSAGES.productsRequired },
    ]);
  }
  return rows;
}

/** The member of this e-mail and whether they hold access to the product, had it, or never. */
export async function memberState(ctx: ServiceContext, email: string, productId: string) {
  const { orgId } = ctx.viewer;
  const [member] = await ctx.db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.email, email)));
  if (!member) return { member: null, state: 'none' as const };
  const access = await accountAccess(ctx.db, { orgId, productId, accountId: member.accountId });
  if (!access) return { member, state: 'none' as const };
  if (member.status !== 'active' || access.account.accessStatus !== 'active') {
    return { member, state: 'revoked' as const };
  }
  if (access.active) return { member, state: 'active' as const };
  if (access.expired) return { member, state: 'expired' as const };
  return { member, state: 'none' as const };
}

/** The latest access request of this e-mail for the product. */
async function latestRequest(
  ctx: ServiceContext,
  email: string,
  productId: string,
  db: DbOrTx = ctx.db,
) {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.orgId, ctx.viewer.orgId),
        eq(accessRequests.email, email),
        eq(accessRequests.productId, productId),
        eq(accessRequests.kind, 'access'),
      ),
    )
    .orderBy(desc(accessRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** A pending or declined earlier request answers with its state (§4). */
function earlierAnswer(
  request: typeof accessRequests.$inferSelect | null,
  domainBlocked: boolean,
): DomainError | null {
  if (!request) return null;
  if (request.status === 'pending') return refuse('pending_request');
  if (request.status === 'declined') {
    // A domain unblocked since may ask again; every other decline stands until staff change it.
    if (request.decisionSource === 'blocked_domain' && !domainBlocked) return null;
    return refuse(declinedCode(request.decisionSource));
  }
  return null;
}

/** What the request form needs beyond the page: optional fields, products, names. */
export async function accessFormConfig(
  ctx: ServiceContext,
  org: { name: string; products: { id: string; name: string; show: boolean }[] },
): Promise<AccessFormConfig> {
  const settings = await loadAccessSettings(ctx.db, ctx.viewer.orgId);
  return {
    orgName: org.name,
    portalTitle: settings.portalTitle,
    fields: settings.accessRequestFields,
    products: org.products.filter((p) => p.show).map((p) => ({ id: p.id, name: p.name })),
    revision: settings.revision,
    blockFreeEmail: settings.blockFreeEmail,
    subscribe: settings.updatesSubscriptionEnabled,
  };
}

export async function submitAccessRequest(
  ctx: ServiceContext,
  productId: string,
  input: AccessRequestData,
  links: AccessLinks,
  askDeps?: AskDeps,
): Promise<{ code: AccessRequestResult }> {
  const { orgId } = ctx.viewer;
  const settings = await loadAccessSettings(ctx.db, orgId);
  const fieldErrors = requiredFieldErrors(input, settings.accessRequestFields);
  if (fieldErrors.length) {
    throw new DomainError('validation_failed', fieldErrors[0]!.message, fieldErrors);
  }
  const listed = settings.accessRequestFields.accountMemberRequestProducts?.enabled
    ? (input.accountMemberRequestProducts ?? [])
    : [];
  await orgProducts(ctx.db, orgId, [...new Set([productId, ...listed])]);
  const { email } = input;
  const domain = emailDomain(email);
  const domainRule = await domainRuleOf(ctx.db, orgId, domain);
  const rule = decideByRules({
    autoApprove: settings.autoApprove,
    blockFreeEmail: settings.blockFreeEmail,
    freeEmail: isFreeEmailDomain(domain),
    domainRule,
    domain,
  });
  if (rule.decision === 'not_work_email') throw notWorkEmail();

  const { state } = await memberState(ctx, email, productId);
  if (state === 'active') throw refuse('account_already_exists');
  if (state === 'expired') throw refuse('access_expired');
  const earlier = earlierAnswer(await latestRequest(ctx, email, productId), domainRule === 'block');
  if (earlier) throw earlier;

  const invite = input.invitedColleagueToken
    ? await verifyInviteToken(ctx.db, { orgId, email, token: input.invitedColleagueToken })
    : null;

  // The ask rule (issue 28 §3) before the transaction: no transaction waits on the endpoint.
  const ask =
    rule.decision === 'pending'
      ? await consultAskRule(ctx.db, orgId, askFactsOf(productId, input, listed), askDeps)
      : null;
  const verdict = askVerdict(ask);

  const outcome = await mutate(ctx, {
    action: 'access.request',
    subject: {},
    revision: 'none',
    async run(tx) {
      // Two submissions at once (a double click, two tabs) would both pass the check above: the
      // second waits here for the first to commit, then finds its request pending.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`access-request:${orgId}:${productId}:${email}`}))`,
      );
      const raced = earlierAnswer(
        await latestRequest(ctx, email, productId, tx),
        domainRule === 'block',
      );
      if (raced) throw raced;
      const now = new Date();
      // A replayed invitation asks for access like anyone else: it names no inviter.
      const invitedBy =
        invite && (await markInviteTokenUsed(tx, orgId, invite)) ? invite.invitedByMemberId : null;
      const [request] = await tx
        .insert(accessRequests)
        .values({
          orgId,
          kind: 'access',
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          companyName: input.companyName,
          jobTitle: input.jobTitle || null,
          pointOfContact: input.pointOfContact?.trim().toLowerCase() || null,
          country: input.countriesDropdown ?? null,
          relationship: input.relationshipDropdown ?? null,
          agreedToTerms: input.agree,
          subscribe: input.subscribe,
          customCheckbox: input.customCheckbox ?? null,
          source: input.source || null,
          productId,
          itemUid: input.itemUid || null,
          itemKind: cardKindOf(input.itemKind),
          invitedByMemberId: invitedBy,
          askNote: ask ? askOutcomeReason(ask) : null,
          customizationRevision: input.statusPageCustomizationRevision ?? null,
          ip: ctx.meta.ip,
          userAgent: ctx.meta.userAgent,
          createdAt: now,
        })
        .returning();
      const row = request!;
      if (listed.length) {
        await tx
          .insert(accessRequestProducts)
          .values([...new Set(listed)].map((id) => ({ orgId, requestId: row.id, productId: id })));
      }
      let status: AccessRequestStatus = 'pending';
      let mailed = false;
      let accountId: string | null = null;
      let memberId: string | null = null;
      if (rule.decision === 'declined') {
        await tx
          .update(accessRequests)
          .set({ status: 'declined', decisionSource: 'blocked_domain', decidedAt: now })
          .where(eq(accessRequests.id, row.id));
        status = 'declined';
      } else if (verdict?.decision === 'decline') {
        await declineByEndpoint(tx, row.id, ask, now);
        status = 'declined';
      } else if (
        (rule.decision === 'approved' || verdict?.decision === 'approve') &&
        (await autoApprovable(tx, orgId, email))
      ) {
        const expiresAt = accessExpiry(settings, now);
        const approval = await approveInTx(tx, row, {
          expiresAt,
          staffId: null,
          now,
          ...(verdict?.decision === 'approve'
            ? { source: 'third_party' as const, permissionProfileId: verdict.profileId }
            : {}),
        });
        await mailApproval(tx, row, approval, expiresAt, settings, links);
        ({ accountId, memberId } = approval);
        status = 'approved';
        mailed = true;
      } else {
        mailed = await mailStaffOfRequest(
          tx,
          row,
          listed.length ? listed : [productId],
          settings,
          links,
        );
      }
      await recordEvent(tx, {
        kind: 'access_request',
        orgId,
        productId,
        accountId,
        memberId,
        itemUid: row.itemUid,
        detail: { email, companyName: row.companyName, status, source: row.source },
      });
      const events = ['access_request.received' as const, ...decisionEvent(status)];
      await emitAccessRequestEvents(tx, orgId, row.id, links.baseUrl, events);
      return { id: row.id, status, mailed };
    },
    audit: (result) => ({
      action: `access_request.${result.status === 'pending' ? 'created' : result.status}`,
      entityType: 'access_request',
      entityId: result.id,
      after: {
        email,
        companyName: input.companyName,
        productId,
        status: result.status,
        rule: ask ? askOutcomeReason(ask) : rule.reason,
        ...(ask ? { ask } : {}),
      },
    }),
  });
  if (outcome.mailed) notifyJobsQueued();
  if (outcome.status === 'declined') {
    throw refuse(verdict ? declinedCode('third_party') : 'request_declined_blocked_domain');
  }
  return { code: outcome.status === 'approved' ? 'request_approved' : 'pending_request' };
}

/** What the ask rule's endpoint is told of the request. */
const askFactsOf = (productId: string, input: AccessRequestData, listed: string[]) => ({
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: input.companyName,
  jobTitle: input.jobTitle || null,
  productId,
  itemUid: input.itemUid || null,
  listedProductIds: listed,
});

/** The endpoint declined: the request is declined by a third party, with its reason. */
async function declineByEndpoint(
  tx: DbOrTx,
  requestId: string,
  ask: AskRuleOutcome | null,
  now: Date,
) {
  await tx
    .update(accessRequests)
    .set({
      status: 'declined',
      decisionSource: 'third_party',
      decidedAt: now,
      declineReason: ask?.kind === 'answer' ? ask.reason : null,
    })
    .where(eq(accessRequests.id, requestId));
}

const cardKindOf = (value: string | undefined): CardKind | null =>
  CARD_KINDS.find((kind) => kind === value) ?? null;

/** An automatic rule never reopens an account or a member staff revoked: staff decide those. */
async function autoApprovable(tx: DbOrTx, orgId: string, email: string): Promise<boolean> {
  const [member] = await tx
    .select({ status: accountMembers.status, accountStatus: accounts.accessStatus })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.email, email)));
  if (member) return member.status === 'active' && member.accountStatus === 'active';
  const account = await accountOfDomain(tx, orgId, email);
  return !account || account.accessStatus === 'active';
}

/** The login tab (§4 'Login failure', §8 'Login'): mails a sign-in link to a member with access. */
export async function requestLogin(
  ctx: ServiceContext,
  productId: string,
  email: string,
  links: AccessLinks,
): Promise<{ code: 'check_email' }> {
  const { orgId } = ctx.viewer;
  const settings = await loadAccessSettings(ctx.db, orgId);
  const domain = emailDomain(email);
  if (settings.blockFreeEmail && isFreeEmailDomain(domain)) throw notWorkEmail();
  const domainRule = await domainRuleOf(ctx.db, orgId, domain);
  const { member, state } = await memberState(ctx, email, productId);
  if (state === 'active' && member) {
    await mutate(ctx, {
      action: 'access.login',
      subject: {},
      revision: 'none',
      async run(tx) {
        const { token } = await issueLoginToken(tx, { orgId, memberId: member.id, productId });
        await enqueueMail(tx, {
          orgId,
          to: member.email,
          template: 'memberSignIn',
          data: {
            portalTitle: settings.portalTitle,
            firstName: member.firstName,
            signInUrl: signInUrl(links.portalUrl, token),
          },
          idempotencyKey: `member-sign-in:${member.id}:${token.slice(0, 16)}`,
          baseUrl: links.baseUrl,
          secrets: [token],
        });
        return member.id;
      },
      audit: (memberId) => ({
        action: 'access.login_link_sent',
        entityType: 'account_member',
        entityId: memberId,
        after: { productId },
      }),
    });
    notifyJobsQueued();
    return { code: 'check_email' };
  }
  if (state === 'expired') throw refuse('access_expired');
  if (domainRule === 'block') throw refuse('blocked_domain');
  const earlier = earlierAnswer(await latestRequest(ctx, email, productId), false);
  if (earlier) throw earlier;
  if (state === 'revoked') throw refuse('request_declined');
  throw refuse('unknown_email');
}

export type { AccessSettings };
