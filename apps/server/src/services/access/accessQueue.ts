/**
 * The staff's queue of access requests (access:manage): list with a status filter and a search
 * on e-mail and company, approve (account, permission profile, expiry), decline with a reason,
 * and the same for many selected rows. Each decision is one `mutate` transaction: the request,
 * the account, member and grants, the audit row and the visitor's mail, or nothing.
 */
import {
  ACCESS_FIELD_LABELS,
  ACCESS_REQUEST_STATUSES,
  ACCESS_RULE_MESSAGES,
  assertAuthorized,
  DomainError,
  emailDomain,
  type AccessRequestRow,
  type AccessRequestStatus,
  type ApproveRequestInput,
} from '@candor/domain';
import { aliasedTable, and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  accessRequestProducts,
  accessRequests,
  accounts,
  products,
  staffUsers,
} from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import type { AccessLinks } from './accessLinks.js';
import { accessExpiry, loadAccessSettings } from './accessSettings.js';
import { mailApproval, mailDecline } from './accessMails.js';
import { emitAccessRequestEvents } from './accessRequestEvent.js';
import { approveInTx } from './grantAccess.js';
import { isFreeEmailDomain } from './freeEmail.js';
import { permissionProfileOptions } from './listPreviewOptions.js';

const MAX_LISTED = 500;

export interface RequestFilter {
  status?: AccessRequestStatus | 'all' | undefined;
  search?: string | undefined;
  /** The oldest first (the dashboard's queue), instead of the newest. */
  oldestFirst?: boolean;
}

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAccessRequests(
  ctx: ServiceContext,
  filter: RequestFilter,
): Promise<AccessRequestRow[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const where: SQL[] = [eq(accessRequests.orgId, orgId)];
  if (filter.status && filter.status !== 'all')
    where.push(eq(accessRequests.status, filter.status));
  const search = filter.search?.trim();
  if (search) {
    where.push(
      or(
        ilike(accessRequests.email, likeEscaped(search)),
        ilike(accessRequests.companyName, likeEscaped(search)),
      )!,
    );
  }
  const decider = aliasedTable(staffUsers, 'decider');
  const rows = await ctx.db
    .select({
      request: accessRequests,
      productName: products.name,
      accountName: accounts.name,
      decidedBy: decider.displayName,
    })
    .from(accessRequests)
    .innerJoin(products, eq(products.id, accessRequests.productId))
    .leftJoin(accounts, eq(accounts.id, accessRequests.accountId))
    .leftJoin(decider, eq(decider.id, accessRequests.decidedByStaffId))
    .where(and(...where))
    .orderBy(
      filter.oldestFirst ? asc(accessRequests.createdAt) : desc(accessRequests.createdAt),
      asc(accessRequests.id),
    )
    .limit(MAX_LISTED);
  const ids = rows.map((r) => r.request.id);
  const listed = ids.length
    ? await ctx.db
        .select({
          requestId: accessRequestProducts.requestId,
          id: products.id,
          name: products.name,
        })
        .from(accessRequestProducts)
        .innerJoin(products, eq(products.id, accessRequestProducts.productId))
        .where(
          and(
            eq(accessRequestProducts.orgId, orgId),
            inArray(accessRequestProducts.requestId, ids),
          ),
        )
    : [];
  const domains = [
    ...new Set(rows.map((r) => emailDomain(r.request.email)).filter((d) => !isFreeEmailDomain(d))),
  ];
  const domainAccounts = domains.length
    ? await ctx.db
        .select({ id: accounts.id, name: accounts.name, domain: accounts.domain })
        .from(accounts)
        .where(and(eq(accounts.orgId, orgId), inArray(accounts.domain, domains)))
        .orderBy(asc(accounts.createdAt))
    : [];
  const { accessRequestFields } = await loadAccessSettings(ctx.db, orgId);
  const checkboxLabel =
    accessRequestFields.customCheckbox?.label || ACCESS_FIELD_LABELS.customCheckbox;
  return rows.map(({ request, productName, accountName, decidedBy }) => {
    const own = listed.filter((p) => p.requestId === request.id);
    const suggested = domainAccounts.find((a) => a.domain === emailDomain(request.email));
    return {
      id: request.id,
      kind: request.kind,
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      companyName: request.companyName,
      jobTitle: request.jobTitle,
      pointOfContact: request.pointOfContact,
      country: request.country,
      relationship: request.relationship,
      customCheckbox:
        request.customCheckbox === null
          ? null
          : { label: checkboxLabel, ticked: request.customCheckbox },
      productId: request.productId,
      productName,
      products: own.length
        ? own.map((p) => ({ id: p.id, name: p.name }))
        : [{ id: request.productId, name: productName }],
      itemUid: request.itemUid,
      source: request.source,
      status: request.status,
      decisionSource: request.decisionSource,
      decidedAt: request.decidedAt?.toISOString() ?? null,
      decidedBy: decidedBy ?? null,
      declineReason: request.declineReason,
      askNote: request.askNote,
      accountId: request.accountId,
      accountName: accountName ?? null,
      suggestedAccount: suggested ? { id: suggested.id, name: suggested.name } : null,
      createdAt: request.createdAt.toISOString(),
    };
  });
}

/** What the approve dialog offers: the accounts and permission profiles of the organisation. */
export async function accessQueueOptions(ctx: ServiceContext) {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const [accountRows, profileRows, settings] = await Promise.all([
    ctx.db
      .select({ id: accounts.id, name: accounts.name, domain: accounts.domain })
      .from(accounts)
      .where(eq(accounts.orgId, orgId))
      .orderBy(asc(accounts.name))
      .limit(2000),
    permissionProfileOptions(ctx.db, orgId),
    loadAccessSettings(ctx.db, orgId),
  ]);
  return {
    accounts: accountRows,
    profiles: profileRows,
    defaultAccessDays: settings.defaultAccessDays,
  };
}

async function lockRequest(tx: Tx, orgId: string, requestId: string) {
  const [row] = await tx
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, requestId)))
    .for('update');
  if (!row) throw new DomainError('not_found', ACCESS_RULE_MESSAGES.requestNotFound);
  return row;
}

const staffIdOf = (ctx: ServiceContext): string => {
  const { actor } = ctx.viewer;
  if (actor.type !== 'staff') throw new DomainError('forbidden', 'Forbidden.');
  return actor.userId;
};

export async function approveAccessRequest(
  ctx: ServiceContext,
  requestId: string,
  input: ApproveRequestInput,
  links: AccessLinks,
): Promise<{ id: string; accountId: string; message: string }> {
  const { orgId } = ctx.viewer;
  const now = new Date();
  if (input.expiresAt && new Date(input.expiresAt) <= now) {
    throw new DomainError('validation_failed', ACCESS_RULE_MESSAGES.expiryPast, [
      { path: 'expiresAt', message: ACCESS_RULE_MESSAGES.expiryPast },
    ]);
  }
  const result = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const staffId = staffIdOf(ctx);
      const request = await lockRequest(tx, orgId, requestId);
      if (request.status === 'approved') {
        throw new DomainError('conflict', ACCESS_RULE_MESSAGES.alreadyDecided);
      }
      const settings = await loadAccessSettings(tx, orgId);
      const expiresAt = accessExpiry(settings, now, input.expiresAt);
      const approval = await approveInTx(tx, request, {
        accountId: input.accountId ?? null,
        permissionProfileId: input.permissionProfileId ?? null,
        expiresAt,
        staffId,
        now,
      });
      await mailApproval(tx, request, approval, expiresAt, settings, links);
      await emitAccessRequestEvents(tx, orgId, request.id, links.baseUrl, [
        'access_request.approved',
      ]);
      return { request, approval, expiresAt };
    },
    audit: ({ request, approval, expiresAt }) => ({
      action: 'access_request.approved',
      entityType: 'access_request',
      entityId: request.id,
      before: { status: request.status },
      after: {
        status: 'approved',
        email: request.email,
        accountId: approval.accountId,
        createdAccount: approval.createdAccount,
        memberId: approval.memberId,
        productIds: approval.productIds,
        permissionProfileId: input.permissionProfileId ?? null,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
    }),
  });
  notifyJobsQueued();
  return {
    id: result.request.id,
    accountId: result.approval.accountId,
    message: ACCESS_RULE_MESSAGES.approved,
  };
}

export async function declineAccessRequest(
  ctx: ServiceContext,
  requestId: string,
  reason: string,
  links: AccessLinks,
): Promise<{ id: string; message: string }> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const staffId = staffIdOf(ctx);
      const request = await lockRequest(tx, orgId, requestId);
      if (request.status !== 'pending') {
        throw new DomainError('conflict', ACCESS_RULE_MESSAGES.alreadyDecided);
      }
      await tx
        .update(accessRequests)
        .set({
          status: 'declined',
          decisionSource: 'staff',
          decidedByStaffId: staffId,
          decidedAt: new Date(),
          declineReason: reason,
        })
        .where(eq(accessRequests.id, request.id));
      const settings = await loadAccessSettings(tx, orgId);
      await mailDecline(tx, request, reason, settings, links);
      await emitAccessRequestEvents(tx, orgId, request.id, links.baseUrl, [
        'access_request.declined',
      ]);
      return request;
    },
    audit: (request) => ({
      action: 'access_request.declined',
      entityType: 'access_request',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'declined', email: request.email, reason },
    }),
  });
  notifyJobsQueued();
  return { id: requestId, message: ACCESS_RULE_MESSAGES.declined };
}

export interface BulkOutcome {
  decided: string[];
  failed: { id: string; message: string }[];
  message: string;
}

/** Many rows at once: each one its own decision (transaction, audit row, mail). */
export async function bulkDecide(
  ctx: ServiceContext,
  input:
    | {
        decision: 'approve';
        requestIds: string[];
        expiresAt?: string | null | undefined;
        permissionProfileId?: string | null | undefined;
      }
    | { decision: 'decline'; requestIds: string[]; reason: string },
  links: AccessLinks,
): Promise<BulkOutcome> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const decided: string[] = [];
  const failed: { id: string; message: string }[] = [];
  for (const id of [...new Set(input.requestIds)]) {
    try {
      if (input.decision === 'approve') {
        await approveAccessRequest(
          ctx,
          id,
          {
            ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
            permissionProfileId: input.permissionProfileId ?? null,
          },
          links,
        );
      } else {
        await declineAccessRequest(ctx, id, input.reason, links);
      }
      decided.push(id);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      failed.push({ id, message: error.message });
    }
  }
  return {
    decided,
    failed,
    message:
      input.decision === 'approve'
        ? ACCESS_RULE_MESSAGES.bulkApproved(decided.length)
        : ACCESS_RULE_MESSAGES.bulkDeclined(decided.length),
  };
}

export const REQUEST_STATUS_FILTERS = [...ACCESS_REQUEST_STATUSES, 'all'] as const;
