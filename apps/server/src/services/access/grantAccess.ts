/**
 * Approving a request inside the caller's transaction: the account (chosen by staff, else the
 * one of the e-mail's domain, else a new one named after the company), the member, one grant per
 * product asked for, and the request marked approved. Used by the automatic rules and by staff.
 */
import { DomainError, ACCESS_RULE_MESSAGES, emailDomain } from '@candor/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  accessGrants,
  accessRequestProducts,
  accessRequests,
  accountMembers,
  accounts,
  permissionProfiles,
} from '../../db/schema/index.js';
import { isFreeEmailDomain } from './freeEmail.js';

export type AccessRequestRowDb = typeof accessRequests.$inferSelect;

export interface ApprovalChoice {
  /** Staff's choice; omitted: matched by domain or created. */
  accountId?: string | null;
  permissionProfileId?: string | null;
  expiresAt: Date | null;
  /** Null: an automatic rule decided. */
  staffId: string | null;
  /** Who decided without staff: an approval rule (the default) or the ask rule's endpoint. */
  source?: 'auto_rule' | 'third_party';
  now: Date;
}

export interface Approval {
  accountId: string;
  accountName: string;
  memberId: string;
  productIds: string[];
  createdAccount: boolean;
}

/** The products a request asks for: its listed products, else the product it was sent from. */
export async function requestedProducts(tx: Tx, request: AccessRequestRowDb): Promise<string[]> {
  const rows = await tx
    .select({ productId: accessRequestProducts.productId })
    .from(accessRequestProducts)
    .where(
      and(
        eq(accessRequestProducts.orgId, request.orgId),
        eq(accessRequestProducts.requestId, request.id),
      ),
    );
  return rows.length ? rows.map((r) => r.productId) : [request.productId];
}

/** The account of the e-mail's domain (the oldest), unless the domain is a free-mail one. */
export async function accountOfDomain(tx: DbOrTx, orgId: string, email: string) {
  const domain = emailDomain(email);
  if (isFreeEmailDomain(domain)) return null;
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.domain, domain)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(1);
  return row ?? null;
}

export async function approveInTx(
  tx: Tx,
  request: AccessRequestRowDb,
  choice: ApprovalChoice,
): Promise<Approval> {
  const { orgId } = request;
  const domain = emailDomain(request.email);
  let account;
  let createdAccount = false;
  if (choice.accountId) {
    [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.orgId, orgId), eq(accounts.id, choice.accountId)));
    if (!account) throw new DomainError('not_found', ACCESS_RULE_MESSAGES.accountNotFound);
  } else {
    account = await accountOfDomain(tx, orgId, request.email);
  }
  if (choice.permissionProfileId) {
    const [profile] = await tx
      .select({ id: permissionProfiles.id })
      .from(permissionProfiles)
      .where(
        and(
          eq(permissionProfiles.orgId, orgId),
          eq(permissionProfiles.id, choice.permissionProfileId),
        ),
      );
    if (!profile) throw new DomainError('not_found', ACCESS_RULE_MESSAGES.profileNotFound);
  }
  if (!account) {
    [account] = await tx
      .insert(accounts)
      .values({
        orgId,
        name: request.companyName,
        domain: isFreeEmailDomain(domain) ? null : domain,
        ...(choice.permissionProfileId ? { permissionProfileId: choice.permissionProfileId } : {}),
      })
      .returning();
    createdAccount = true;
  } else if (choice.staffId !== null) {
    // Staff approving reopens the account and applies the profile they chose.
    [account] = await tx
      .update(accounts)
      .set({
        accessStatus: 'active',
        updatedAt: choice.now,
        ...(choice.permissionProfileId ? { permissionProfileId: choice.permissionProfileId } : {}),
      })
      .where(and(eq(accounts.orgId, orgId), eq(accounts.id, account.id)))
      .returning();
  }
  if (!account) throw new Error('the account was not written');
  const acc = account;
  const [existingMember] = await tx
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.email, request.email)))
    .for('update');
  const [member] = existingMember
    ? await tx
        .update(accountMembers)
        .set({
          accountId: acc.id,
          status: 'active',
          autoApproved: choice.staffId === null,
          updatedAt: choice.now,
        })
        .where(eq(accountMembers.id, existingMember.id))
        .returning()
    : await tx
        .insert(accountMembers)
        .values({
          orgId,
          accountId: acc.id,
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          autoApproved: choice.staffId === null,
        })
        .returning();
  const productIds = await requestedProducts(tx, request);
  for (const productId of productIds) {
    await tx
      .insert(accessGrants)
      .values({
        orgId,
        accountId: acc.id,
        productId,
        requestId: request.id,
        grantedByStaffId: choice.staffId,
        grantedAt: choice.now,
        expiresAt: choice.expiresAt,
      })
      .onConflictDoUpdate({
        target: [accessGrants.accountId, accessGrants.productId],
        set: {
          requestId: request.id,
          grantedByStaffId: choice.staffId,
          grantedAt: choice.now,
          expiresAt: choice.expiresAt,
          revokedAt: sql`null`,
        },
      });
  }
  await tx
    .update(accessRequests)
    .set({
      status: 'approved',
      decisionSource: choice.staffId === null ? (choice.source ?? 'auto_rule') : 'staff',
      decidedByStaffId: choice.staffId,
      decidedAt: choice.now,
      declineReason: null,
      accountId: acc.id,
      memberId: member!.id,
    })
    .where(eq(accessRequests.id, request.id));
  return {
    accountId: acc.id,
    accountName: acc.name,
    memberId: member!.id,
    productIds,
    createdAccount,
  };
}
