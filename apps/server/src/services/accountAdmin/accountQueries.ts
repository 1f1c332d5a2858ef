/**
 * Reading accounts for the private area: the list (search, status, member count, expiry,
 * profile, NDA state) and one account with its members, grants and NDA evidence. Always within
 * the viewer's organisation: another organisation's account id is simply not found.
 */
import {
  ACCOUNT_ADMIN_MESSAGES,
  assertAuthorized,
  isoDayOf,
  notFound,
  type AccountDetail,
  type AccountNdaState,
  type AccountSummary,
  type NdaProvider,
  type AccountStatusFilter,
} from '@candor/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  accessGrants,
  accessRequests,
  accountMembers,
  accounts,
  comments,
  files,
  ndaAcceptances,
  ndaTemplates,
  permissionProfiles,
  portalCustomizations,
  products,
  questionnaires,
  staffUsers,
} from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

export interface AccountListQuery {
  search?: string | undefined;
  status?: AccountStatusFilter | undefined;
}

type AccountRow = typeof accounts.$inferSelect;

async function orgNdaProvider(db: Db | Tx, orgId: string): Promise<NdaProvider> {
  const [row] = await db
    .select({ ndaProvider: portalCustomizations.ndaProvider })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return row?.ndaProvider ?? 'none';
}

function ndaStateOf(
  account: AccountRow,
  orgProvider: NdaProvider,
  accepted: boolean,
): AccountNdaState {
  const provider = account.ndaProvider ?? orgProvider;
  if (provider === 'none') return 'not_required';
  if (provider === 'external') return account.ndaSignedAt ? 'signed_outside' : 'pending';
  return accepted ? 'accepted' : 'pending';
}

async function summaries(
  db: Db | Tx,
  orgId: string,
  rows: AccountRow[],
  now = new Date(),
): Promise<AccountSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [memberCounts, acceptedRows, profileRows, orgProvider] = await Promise.all([
    db
      .select({ accountId: accountMembers.accountId, n: count() })
      .from(accountMembers)
      .where(and(eq(accountMembers.orgId, orgId), inArray(accountMembers.accountId, ids)))
      .groupBy(accountMembers.accountId),
    db
      .selectDistinct({ accountId: ndaAcceptances.accountId })
      .from(ndaAcceptances)
      .where(and(eq(ndaAcceptances.orgId, orgId), inArray(ndaAcceptances.accountId, ids))),
    db
      .select({ id: permissionProfiles.id, name: permissionProfiles.name })
      .from(permissionProfiles)
      .where(eq(permissionProfiles.orgId, orgId)),
    orgNdaProvider(db, orgId),
  ]);
  const members = new Map(memberCounts.map((row) => [row.accountId, row.n]));
  const accepted = new Set(acceptedRows.map((row) => row.accountId));
  const profiles = new Map(profileRows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    domain: row.domain,
    reviewStatus: row.reviewStatus,
    accessStatus: row.accessStatus,
    accessExpiresOn: isoDayOf(row.accessExpiresAt),
    expired: row.accessExpiresAt !== null && row.accessExpiresAt <= now,
    memberCount: members.get(row.id) ?? 0,
    permissionProfile: row.permissionProfileId
      ? (profiles.get(row.permissionProfileId) ?? null)
      : null,
    ndaProvider: row.ndaProvider,
    ndaState: ndaStateOf(row, orgProvider, accepted.has(row.id)),
    createdAt: row.createdAt.toISOString(),
  }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAccounts(
  ctx: ServiceContext,
  query: AccountListQuery,
): Promise<AccountSummary[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const search = query.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const status = query.status ?? 'all';
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.orgId, orgId),
        pattern
          ? or(
              ilike(accounts.name, pattern),
              ilike(accounts.domain, pattern),
              sql`exists (select 1 from ${accountMembers} where ${accountMembers.accountId} = ${accounts.id} and ${accountMembers.email} ilike ${pattern})`,
            )
          : undefined,
        status === 'active'
          ? and(
              eq(accounts.accessStatus, 'active'),
              sql`(${accounts.accessExpiresAt} is null or ${accounts.accessExpiresAt} > now())`,
            )
          : status === 'revoked'
            ? eq(accounts.accessStatus, 'revoked')
            : status === 'expired'
              ? sql`${accounts.accessExpiresAt} <= now()`
              : undefined,
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(500);
  return summaries(ctx.db, orgId, rows);
}

export async function findAccount(db: Db | Tx, orgId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)));
  return row ?? null;
}

export async function requireAccount(db: Db | Tx, orgId: string, accountId: string) {
  const row = await findAccount(db, orgId, accountId);
  if (!row) throw notFound(ACCOUNT_ADMIN_MESSAGES.accountNotFound);
  return row;
}

/** The account's member, locked for the change. */
export async function requireMember(tx: Tx, orgId: string, accountId: string, memberId: string) {
  const [member] = await tx
    .select()
    .from(accountMembers)
    .where(
      and(
        eq(accountMembers.orgId, orgId),
        eq(accountMembers.accountId, accountId),
        eq(accountMembers.id, memberId),
      ),
    )
    .for('update');
  if (!member) throw notFound(ACCOUNT_ADMIN_MESSAGES.memberNotFound);
  return member;
}

/** Members who signed in, accepted an NDA or asked for access: revoked, never deleted. */
export async function membersWhoActed(
  db: Db | Tx,
  orgId: string,
  memberIds: string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const [signedIn, accepted, requested, invited, commented, submitted] = await Promise.all([
    db
      .select({ id: accountMembers.id })
      .from(accountMembers)
      .where(
        and(
          eq(accountMembers.orgId, orgId),
          inArray(accountMembers.id, memberIds),
          isNotNull(accountMembers.lastLoginAt),
        ),
      ),
    db
      .select({ id: ndaAcceptances.memberId })
      .from(ndaAcceptances)
      .where(and(eq(ndaAcceptances.orgId, orgId), inArray(ndaAcceptances.memberId, memberIds))),
    db
      .select({ id: accessRequests.memberId })
      .from(accessRequests)
      .where(and(eq(accessRequests.orgId, orgId), inArray(accessRequests.memberId, memberIds))),
    db
      .select({ id: accessRequests.invitedByMemberId })
      .from(accessRequests)
      .where(
        and(eq(accessRequests.orgId, orgId), inArray(accessRequests.invitedByMemberId, memberIds)),
      ),
    db
      .select({ id: comments.memberId })
      .from(comments)
      .where(and(eq(comments.orgId, orgId), inArray(comments.memberId, memberIds))),
    db
      .select({ id: questionnaires.memberId })
      .from(questionnaires)
      .where(and(eq(questionnaires.orgId, orgId), inArray(questionnaires.memberId, memberIds))),
  ]);
  return new Set(
    [...signedIn, ...accepted, ...requested, ...invited, ...commented, ...submitted]
      .map((row) => row.id)
      .filter((id): id is string => id !== null),
  );
}

/**
 * The organisation's product grants (one account's when given), products in their order, with
 * the e-mail of the staff member who granted each (null: a rule did).
 */
export function productGrants(db: Db | Tx, orgId: string, accountId?: string) {
  return db
    .select({
      accountId: accessGrants.accountId,
      productId: accessGrants.productId,
      productName: products.name,
      grantedBy: staffUsers.email,
      grantedAt: accessGrants.grantedAt,
      expiresAt: accessGrants.expiresAt,
      revokedAt: accessGrants.revokedAt,
    })
    .from(accessGrants)
    .innerJoin(
      products,
      and(eq(products.orgId, accessGrants.orgId), eq(products.id, accessGrants.productId)),
    )
    .leftJoin(
      staffUsers,
      and(
        eq(staffUsers.orgId, accessGrants.orgId),
        eq(staffUsers.id, accessGrants.grantedByStaffId),
      ),
    )
    .where(
      and(
        eq(accessGrants.orgId, orgId),
        accountId === undefined ? undefined : eq(accessGrants.accountId, accountId),
      ),
    )
    .orderBy(asc(products.position), asc(products.name));
}

/**
 * The organisation's NDA acceptances (one account's when given), newest first, each with the
 * version of the NDA accepted.
 */
export function ndaAcceptanceRows(db: Db | Tx, orgId: string, accountId?: string) {
  return db
    .select({ acceptance: ndaAcceptances, templateVersion: ndaTemplates.version })
    .from(ndaAcceptances)
    .innerJoin(
      ndaTemplates,
      and(
        eq(ndaTemplates.orgId, ndaAcceptances.orgId),
        eq(ndaTemplates.id, ndaAcceptances.templateId),
      ),
    )
    .where(
      and(
        eq(ndaAcceptances.orgId, orgId),
        accountId === undefined ? undefined : eq(ndaAcceptances.accountId, accountId),
      ),
    )
    .orderBy(desc(ndaAcceptances.acceptedAt));
}

export async function accountDetail(
  db: Db | Tx,
  orgId: string,
  accountId: string,
): Promise<AccountDetail> {
  const account = await requireAccount(db, orgId, accountId);
  const [[summary], memberRows, grantRows, acceptanceRows, signedFile] = await Promise.all([
    summaries(db, orgId, [account]),
    db
      .select()
      .from(accountMembers)
      .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.accountId, accountId)))
      .orderBy(asc(accountMembers.email)),
    productGrants(db, orgId, accountId),
    ndaAcceptanceRows(db, orgId, accountId),
    account.ndaSignedFileId
      ? db
          .select({ id: files.id, name: files.originalName })
          .from(files)
          .where(and(eq(files.orgId, orgId), eq(files.id, account.ndaSignedFileId)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  const acted = await membersWhoActed(
    db,
    orgId,
    memberRows.map((row) => row.id),
  );
  const acceptedAt = new Map<string, Date>();
  for (const { acceptance } of acceptanceRows) {
    if (!acceptedAt.has(acceptance.memberId)) {
      acceptedAt.set(acceptance.memberId, acceptance.acceptedAt);
    }
  }
  return {
    ...summary!,
    members: memberRows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      status: row.status,
      autoApproved: row.autoApproved,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      hasActed: acted.has(row.id),
      ndaAcceptedAt: acceptedAt.get(row.id)?.toISOString() ?? null,
    })),
    grants: grantRows.map((row) => ({
      productId: row.productId,
      productName: row.productName,
      grantedAt: row.grantedAt.toISOString(),
      expiresOn: isoDayOf(row.expiresAt),
      revoked: row.revokedAt !== null,
    })),
    signedNda: signedFile
      ? {
          fileId: signedFile.id,
          name: signedFile.name,
          signedAt: account.ndaSignedAt?.toISOString() ?? null,
        }
      : null,
    ndaAcceptances: acceptanceRows.map(({ acceptance, templateVersion }) => ({
      id: acceptance.id,
      email: acceptance.email,
      name: acceptance.name,
      acceptedAt: acceptance.acceptedAt.toISOString(),
      templateVersion,
    })),
  };
}

export async function getAccount(ctx: ServiceContext, accountId: string): Promise<AccountDetail> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  return accountDetail(ctx.db, orgId, accountId);
}
