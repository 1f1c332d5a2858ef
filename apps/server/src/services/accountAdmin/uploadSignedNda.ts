/**
 * An NDA signed outside the portal: the uploaded copy (checked by its bytes like every document)
 * is stored, and the account switches to the 'external' provider, signed now. The policy is
 * checked before a byte of the upload is read; bytes are removed again if the write fails.
 */
import { ACCOUNT_ADMIN_MESSAGES, assertAuthorized } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, files } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { CheckedUpload } from '../documents/readDocumentUpload.js';
import { storeCheckedUpload } from '../documents/storeUpload.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { requireAccount } from './accountQueries.js';

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
    await changeAccounts(ctx, {
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
  return accountAnswer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.accountSaved);
}
