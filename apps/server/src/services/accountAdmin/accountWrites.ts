/**
 * Staff changes to accounts (access.manage), each through `mutate` (policy, one transaction,
 * audit row): create and edit an account, revoke or reactivate it (revoking ends its members'
 * sessions), add, revoke, reactivate and remove members, grant and revoke products, and record
 * an NDA signed outside the portal (the uploaded copy).
 */
import {
  ACCOUNT_ADMIN_MESSAGES,
  accountInputSchema,
  assertAuthorized,
  DomainError,
  endOfDayUtc,
  grantInputSchema,
  memberInputSchema,
  notFound,
  type AccessStatus,
  type AccountDetail,
  type AccountInput,
  type GrantInput,
  type MemberInput,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { closeSessionsOfMember } from '../../auth/memberSession.js';
import type { Tx } from '../../db/client.js';
import {
  accessGrants,
  accountMembers,
  accounts,
  files,
  permissionProfiles,
  products,
} from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { CheckedUpload } from '../documents/readDocumentUpload.js';
import { storeCheckedUpload } from '../documents/storeUpload.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from '../staff/staffActor.js';
import { accountDetail, membersWhoActed, requireAccount } from './accountQueries.js';

export interface AccountAnswer {
  account: AccountDetail;
  message: string;
}

async function requireProfile(tx: Tx, orgId: string, profileId: string | null) {
  if (!profileId) return;
  const [row] = await tx
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)));
  if (!row) {
    throw new DomainError('validation_failed', ACCOUNT_ADMIN_MESSAGES.profileNotFound, [
      { path: 'permissionProfileId', message: ACCOUNT_ADMIN_MESSAGES.profileNotFound },
    ]);
  }
}

const accountColumns = (input: ReturnType<typeof accountInputSchema.parse>) => ({
  name: input.name,
  domain: input.domain,
  reviewStatus: input.reviewStatus,
  permissionProfileId: input.permissionProfileId,
  accessExpiresAt: input.accessExpiresOn ? endOfDayUtc(input.accessExpiresOn) : null,
  ndaProvider: input.ndaProvider,
});

async function answer(ctx: ServiceContext, accountId: string, message: string) {
  return { account: await accountDetail(ctx.db, ctx.viewer.orgId, accountId), message };
}

export async function createAccount(
  ctx: ServiceContext,
  raw: AccountInput,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  const input = accountInputSchema.parse(raw);
  const row = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      await requireProfile(tx, orgId, input.permissionProfileId);
      const [inserted] = await tx
        .insert(accounts)
        .values({ orgId, ...accountColumns(input) })
        .returning();
      return inserted!;
    },
    audit: (inserted) => ({
      action: 'account.created',
      entityType: 'account',
      entityId: inserted.id,
      after: input,
    }),
  });
  return answer(ctx, row.id, ACCOUNT_ADMIN_MESSAGES.accountSaved);
}

export async function updateAccount(
  ctx: ServiceContext,
  accountId: string,
  raw: AccountInput,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  const input = accountInputSchema.parse(raw);
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await requireAccount(tx, orgId, accountId);
      await requireProfile(tx, orgId, input.permissionProfileId);
      await tx
        .update(accounts)
        .set({ ...accountColumns(input), updatedAt: sql`now()` })
        .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)));
      return before;
    },
    audit: (before) => ({
      action: 'account.updated',
      entityType: 'account',
      entityId: accountId,
      before: {
        name: before.name,
        domain: before.domain,
        reviewStatus: before.reviewStatus,
        permissionProfileId: before.permissionProfileId,
        accessExpiresAt: before.accessExpiresAt,
        ndaProvider: before.ndaProvider,
      },
      after: input,
    }),
  });
  return answer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.accountSaved);
}

async function memberIdsOf(tx: Tx, orgId: string, accountId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: accountMembers.id })
    .from(accountMembers)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.accountId, accountId)));
  return rows.map((row) => row.id);
}

export async function setAccountStatus(
  ctx: ServiceContext,
  accountId: string,
  status: AccessStatus,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await requireAccount(tx, orgId, accountId);
      await tx
        .update(accounts)
        .set({ accessStatus: status, updatedAt: sql`now()` })
        .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)));
      if (status === 'revoked') {
        for (const memberId of await memberIdsOf(tx, orgId, accountId)) {
          await closeSessionsOfMember(tx, orgId, memberId);
        }
      }
      return before.accessStatus;
    },
    audit: (before) => ({
      action: status === 'revoked' ? 'account.revoked' : 'account.reactivated',
      entityType: 'account',
      entityId: accountId,
      before: { accessStatus: before },
      after: { accessStatus: status },
    }),
  });
  return answer(
    ctx,
    accountId,
    status === 'revoked'
      ? ACCOUNT_ADMIN_MESSAGES.accountRevoked
      : ACCOUNT_ADMIN_MESSAGES.accountReactivated,
  );
}

export async function addMember(
  ctx: ServiceContext,
  accountId: string,
  raw: MemberInput,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  const input = memberInputSchema.parse(raw);
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      await requireAccount(tx, orgId, accountId);
      const [taken] = await tx
        .select({ id: accountMembers.id })
        .from(accountMembers)
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.email, input.email)));
      if (taken) {
        throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.memberEmailTaken, [
          { path: 'email', message: ACCOUNT_ADMIN_MESSAGES.memberEmailTaken },
        ]);
      }
      const [member] = await tx
        .insert(accountMembers)
        .values({ orgId, accountId, ...input })
        .returning();
      return member!;
    },
    audit: (member) => ({
      action: 'account_member.added',
      entityType: 'account_member',
      entityId: member.id,
      after: {
        accountId,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
      },
    }),
  });
  return answer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.memberAdded);
}

async function requireMember(tx: Tx, orgId: string, accountId: string, memberId: string) {
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

export async function setMemberStatus(
  ctx: ServiceContext,
  accountId: string,
  memberId: string,
  status: AccessStatus,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const member = await requireMember(tx, orgId, accountId, memberId);
      await tx
        .update(accountMembers)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
      if (status === 'revoked') await closeSessionsOfMember(tx, orgId, memberId);
      return member;
    },
    audit: (member) => ({
      action: status === 'revoked' ? 'account_member.revoked' : 'account_member.reactivated',
      entityType: 'account_member',
      entityId: memberId,
      before: { status: member.status },
      after: { status, email: member.email },
    }),
  });
  return answer(
    ctx,
    accountId,
    status === 'revoked'
      ? ACCOUNT_ADMIN_MESSAGES.memberRevoked
      : ACCOUNT_ADMIN_MESSAGES.memberReactivated,
  );
}

export async function removeMember(
  ctx: ServiceContext,
  accountId: string,
  memberId: string,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const member = await requireMember(tx, orgId, accountId, memberId);
      if ((await membersWhoActed(tx, orgId, [memberId])).size > 0) {
        throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.memberHasActed);
      }
      await closeSessionsOfMember(tx, orgId, memberId);
      await tx
        .delete(accountMembers)
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
      return member;
    },
    audit: (member) => ({
      action: 'account_member.removed',
      entityType: 'account_member',
      entityId: memberId,
      before: { accountId, email: member.email },
    }),
  });
  return answer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.memberRemoved);
}

export async function grantProduct(
  ctx: ServiceContext,
  accountId: string,
  raw: GrantInput,
): Promise<AccountAnswer> {
  const { orgId, actor } = ctx.viewer;
  const input = grantInputSchema.parse(raw);
  const expiresAt = input.expiresOn ? endOfDayUtc(input.expiresOn) : null;
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      await requireAccount(tx, orgId, accountId);
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.orgId, orgId), eq(products.id, input.productId)));
      if (!product) throw notFound(ACCOUNT_ADMIN_MESSAGES.productNotFound);
      const staffId = actingStaffId(actor);
      await tx
        .insert(accessGrants)
        .values({ orgId, accountId, productId: product.id, grantedByStaffId: staffId, expiresAt })
        .onConflictDoUpdate({
          target: [accessGrants.accountId, accessGrants.productId],
          set: { expiresAt, revokedAt: null, grantedByStaffId: staffId, grantedAt: sql`now()` },
        });
    },
    audit: () => ({
      action: 'access_grant.granted',
      entityType: 'account',
      entityId: accountId,
      after: { productId: input.productId, expiresOn: input.expiresOn },
    }),
  });
  return answer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.grantSaved);
}

export async function revokeProduct(
  ctx: ServiceContext,
  accountId: string,
  productId: string,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      await requireAccount(tx, orgId, accountId);
      const updated = await tx
        .update(accessGrants)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(accessGrants.orgId, orgId),
            eq(accessGrants.accountId, accountId),
            eq(accessGrants.productId, productId),
          ),
        )
        .returning({ id: accessGrants.id });
      if (updated.length === 0) throw notFound(ACCOUNT_ADMIN_MESSAGES.productNotFound);
    },
    audit: () => ({
      action: 'access_grant.revoked',
      entityType: 'account',
      entityId: accountId,
      after: { productId },
    }),
  });
  return answer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.grantRevoked);
}

/**
 * An NDA signed outside the portal: the uploaded copy (checked by its bytes like every document)
 * is stored, and the account switches to the 'external' provider, signed now. The policy is
 * checked before a byte of the upload is read; bytes are removed again if the write fails.
 */
export async function uploadSignedNda(
  ctx: ServiceContext,
  fileStore: FileStore,
  accountId: string,
  readUpload: () => Promise<CheckedUpload>,
): Promise<AccountAnswer> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  await requireAccount(ctx.db, orgId, accountId);
  const upload = await readUpload();
  const stored = await storeCheckedUpload(fileStore, orgId, upload);
  try {
    await mutate(ctx, {
      action: 'access.manage',
      subject: {},
      revision: 'none',
      async run(tx) {
        await requireAccount(tx, orgId, accountId);
        const [file] = await tx
          .insert(files)
          .values({ orgId, ...stored })
          .returning({ id: files.id });
        await tx
          .update(accounts)
          .set({
            ndaProvider: 'external',
            ndaSignedFileId: file!.id,
            ndaSignedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)));
        return file!.id;
      },
      audit: (fileId) => ({
        action: 'account.nda_signed_outside',
        entityType: 'account',
        entityId: accountId,
        after: { fileId, name: upload.originalName, sha256: upload.sha256 },
      }),
    });
  } catch (error) {
    await fileStore.delete(stored.storageKey);
    throw error;
  }
  return answer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.accountSaved);
}

/** The uploaded signed copy, for staff to check. */
export async function signedNdaCopy(
  ctx: ServiceContext,
  fileStore: FileStore,
  accountId: string,
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const account = await requireAccount(ctx.db, orgId, accountId);
  if (!account.ndaSignedFileId) throw notFound(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound);
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, account.ndaSignedFileId)));
  const bytes = file ? await fileStore.get(file.storageKey, file.sha256) : null;
  if (!file || !bytes) throw notFound(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound);
  return { name: file.originalName, contentType: file.contentType, bytes };
}
