/**
 * The clickwrap NDA of a signed-in account member (visitor-portal.md §2 'Account menu', §7):
 * where their account stands (`GET {nda base}/nda`), the version to accept, the acceptance
 * (evidence row, signed PDF stored through the FileStore, analytics event, audit row, one
 * transaction), and the signed PDF's download. Only a member of the account named in the path
 * gets an answer; anyone else is refused before anything is read.
 */
import {
  ACCOUNT_ADMIN_MESSAGES,
  assertAuthorized,
  DomainError,
  forbidden,
  notFound,
  type NdaAcceptInput,
  type NdaInfo,
  type NdaProvider,
  type NdaTemplateView,
  ndaAcceptInputSchema,
} from '@candor/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  files,
  ndaAcceptances,
  ndaTemplates,
  organizations,
  portalCustomizations,
} from '../../db/schema/index.js';
import { ndaFileName, renderSignedNdaPdf } from '../../nda/ndaPdf.js';
import type { FileStore } from '../../storage/fileStore.js';
import { blobColumns, stageBlob } from '../../storage/stagedBlob.js';
import { recordEvent } from '../analytics/recordEvent.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { currentNdaTemplate, templateView } from './ndaTemplates.js';

type AccountRow = typeof accounts.$inferSelect;

/** The account's own provider, else the organisation's. */
export async function effectiveNdaProvider(
  db: Db | Tx,
  orgId: string,
  account: Pick<AccountRow, 'ndaProvider'>,
): Promise<NdaProvider> {
  if (account.ndaProvider !== null) return account.ndaProvider;
  const [row] = await db
    .select({ ndaProvider: portalCustomizations.ndaProvider })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return row?.ndaProvider ?? 'none';
}

/** The signed-in member of the account in the path, or a refusal. */
async function memberOfAccount(ctx: ServiceContext, accountId: string) {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'nda.view', { orgId });
  if (actor.type !== 'member' || actor.orgId !== orgId) throw forbidden();
  if (actor.accountId !== accountId) throw forbidden();
  const [row] = await ctx.db
    .select({ account: accounts, member: accountMembers })
    .from(accountMembers)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
    )
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, actor.memberId)));
  if (!row || row.account.id !== accountId) throw notFound(ACCOUNT_ADMIN_MESSAGES.accountNotFound);
  return row;
}

async function latestAcceptance(db: Db | Tx, orgId: string, accountId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(ndaAcceptances)
    .where(
      and(
        eq(ndaAcceptances.orgId, orgId),
        eq(ndaAcceptances.accountId, accountId),
        eq(ndaAcceptances.memberId, memberId),
      ),
    )
    .orderBy(desc(ndaAcceptances.acceptedAt))
    .limit(1);
  return row ?? null;
}

export async function ndaInfo(ctx: ServiceContext, accountId: string): Promise<NdaInfo> {
  const { orgId } = ctx.viewer;
  const { account, member } = await memberOfAccount(ctx, accountId);
  const provider = await effectiveNdaProvider(ctx.db, orgId, account);
  let passed = true;
  if (provider === 'external') passed = account.ndaSignedAt !== null;
  if (provider === 'clickwrap') {
    passed = (await latestAcceptance(ctx.db, orgId, account.id, member.id)) !== null;
  }
  return { passed, provider, email: member.email };
}

export async function ndaTemplateForMember(
  ctx: ServiceContext,
  accountId: string,
): Promise<NdaTemplateView> {
  await memberOfAccount(ctx, accountId);
  const template = await currentNdaTemplate(ctx.db, ctx.viewer.orgId);
  if (!template) throw notFound(ACCOUNT_ADMIN_MESSAGES.ndaNoTemplate);
  return templateView(template);
}

export interface AcceptedNda {
  acceptanceId: string;
  signedFileId: string;
  acceptedAt: string;
  info: NdaInfo;
}

export async function acceptNda(
  ctx: ServiceContext,
  fileStore: FileStore,
  accountId: string,
  input: NdaAcceptInput,
): Promise<AcceptedNda> {
  const { orgId } = ctx.viewer;
  const { templateId } = ndaAcceptInputSchema.parse(input);
  const { account, member } = await memberOfAccount(ctx, accountId);
  const provider = await effectiveNdaProvider(ctx.db, orgId, account);
  if (provider !== 'clickwrap') {
    throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.ndaNotRequired);
  }
  if (await latestAcceptance(ctx.db, orgId, account.id, member.id)) {
    throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.ndaAlreadyAccepted);
  }
  const template = await currentNdaTemplate(ctx.db, orgId);
  if (!template) throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.ndaNoTemplate);
  if (template.id !== templateId) {
    throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.ndaChanged);
  }
  const [org] = await ctx.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const acceptedAt = new Date();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const { ip, userAgent } = ctx.meta;
  const bytes = await renderSignedNdaPdf({
    orgName: org?.name ?? '',
    accountName: account.name,
    title: template.title,
    body: template.body,
    templateId: template.id,
    templateVersion: template.version,
    templateSha256: template.sha256,
    name,
    email: member.email,
    acceptedAt,
    ip,
    userAgent,
  });
  // Bytes first, then the rows pointing at them; a failed transaction removes them again.
  const blob = stageBlob(orgId, 'file', bytes, 'application/pdf');
  await fileStore.put(blob.storageKey, blob.bytes, blob.contentType);
  try {
    const acceptance = await mutate(ctx, {
      action: 'nda.accept',
      subject: {},
      revision: 'none',
      async run(tx) {
        // The version must still be the one read, unchanged (an edit locks it FOR UPDATE).
        const [locked] = await tx
          .select({ sha256: ndaTemplates.sha256 })
          .from(ndaTemplates)
          .where(and(eq(ndaTemplates.orgId, orgId), eq(ndaTemplates.id, template.id)))
          .for('share');
        if (!locked || locked.sha256 !== template.sha256) {
          throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.ndaChanged);
        }
        await tx.insert(files).values({
          ...blobColumns(blob),
          orgId,
          originalName: ndaFileName(org?.name ?? 'NDA', member.email),
          encryptedType: fileStore.encryptedTypeFor?.(blob.storageKey) ?? null,
        });
        const [row] = await tx
          .insert(ndaAcceptances)
          .values({
            orgId,
            templateId: template.id,
            templateSha256: template.sha256,
            accountId: account.id,
            memberId: member.id,
            email: member.email,
            name,
            acceptedAt,
            ip,
            userAgent,
            signedFileId: blob.id,
          })
          .returning();
        await recordEvent(tx, {
          kind: 'nda_acceptance',
          orgId,
          accountId: account.id,
          memberId: member.id,
          fileId: blob.id,
          detail: { templateVersion: template.version, email: member.email },
        });
        const method = 'clickwrap';
        const company = account.name;
        await emitEvent(tx, orgId, 'nda.accepted', {
          email: member.email,
          name,
          company,
          method,
          acceptedAt: acceptedAt.toISOString(),
        });
        return row!;
      },
      audit: (row) => ({
        action: 'nda.accepted',
        entityType: 'nda_acceptance',
        entityId: row.id,
        after: {
          accountId: row.accountId,
          memberId: row.memberId,
          email: row.email,
          templateId: row.templateId,
          templateSha256: row.templateSha256,
          signedFileId: row.signedFileId,
          ip: row.ip,
          userAgent: row.userAgent,
        },
      }),
    });
    return {
      acceptanceId: acceptance.id,
      signedFileId: blob.id,
      acceptedAt: acceptedAt.toISOString(),
      info: { passed: true, provider, email: member.email },
    };
  } catch (error) {
    await fileStore.delete(blob.storageKey);
    throw error;
  }
}

/** The member's signed clickwrap NDA: only for provider clickwrap once passed. */
export async function signedClickwrapNda(
  ctx: ServiceContext,
  fileStore: FileStore,
  accountId: string,
): Promise<{ name: string; bytes: Buffer }> {
  const { orgId } = ctx.viewer;
  const { account, member } = await memberOfAccount(ctx, accountId);
  const provider = await effectiveNdaProvider(ctx.db, orgId, account);
  if (provider !== 'clickwrap') throw notFound(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound);
  const [row] = await ctx.db
    .select({ name: files.originalName, storageKey: files.storageKey, sha256: files.sha256 })
    .from(ndaAcceptances)
    .innerJoin(
      files,
      and(eq(files.orgId, ndaAcceptances.orgId), eq(files.id, ndaAcceptances.signedFileId)),
    )
    .where(
      and(
        eq(ndaAcceptances.orgId, orgId),
        eq(ndaAcceptances.accountId, account.id),
        eq(ndaAcceptances.memberId, member.id),
        isNotNull(ndaAcceptances.signedFileId),
      ),
    )
    .orderBy(desc(ndaAcceptances.acceptedAt))
    .limit(1);
  if (!row) throw notFound(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound);
  const bytes = await fileStore.get(row.storageKey, row.sha256);
  if (!bytes) throw notFound(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound);
  return { name: row.name, bytes };
}
