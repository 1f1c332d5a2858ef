/**
 * Signed NDAs for staff to check: the copy of an NDA signed outside the portal (uploadSignedNda)
 * and the PDF made when a member accepted the clickwrap NDA (the access inventory links both).
 */
import { ACCOUNT_ADMIN_MESSAGES, assertAuthorized, notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { files, ndaAcceptances } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { ServiceContext } from '../serviceContext.js';
import { requireAccount } from './accountQueries.js';

export interface SignedNdaFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

async function fileOf(
  ctx: ServiceContext,
  fileStore: FileStore,
  fileId: string | null,
): Promise<SignedNdaFile> {
  const [file] = fileId
    ? await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.orgId, ctx.viewer.orgId), eq(files.id, fileId)))
    : [];
  const bytes = file ? await fileStore.get(file.storageKey, file.sha256) : null;
  if (!file || !bytes) throw notFound(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound);
  return { name: file.originalName, contentType: file.contentType, bytes };
}

export async function signedNdaCopy(
  ctx: ServiceContext,
  fileStore: FileStore,
  accountId: string,
): Promise<SignedNdaFile> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const account = await requireAccount(ctx.db, orgId, accountId);
  return fileOf(ctx, fileStore, account.ndaSignedFileId);
}

/** The signed clickwrap NDA of one acceptance of the organisation. */
export async function acceptedNdaCopy(
  ctx: ServiceContext,
  fileStore: FileStore,
  acceptanceId: string,
): Promise<SignedNdaFile> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const [acceptance] = await ctx.db
    .select({ fileId: ndaAcceptances.signedFileId })
    .from(ndaAcceptances)
    .where(and(eq(ndaAcceptances.orgId, orgId), eq(ndaAcceptances.id, acceptanceId)));
  return fileOf(ctx, fileStore, acceptance?.fileId ?? null);
}
