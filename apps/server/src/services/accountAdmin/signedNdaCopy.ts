/** The copy of an NDA signed outside the portal (uploadSignedNda), for staff to check. */
import { ACCOUNT_ADMIN_MESSAGES, assertAuthorized, notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { ServiceContext } from '../serviceContext.js';
import { requireAccount } from './accountQueries.js';

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
