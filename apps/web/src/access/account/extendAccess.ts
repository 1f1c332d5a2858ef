/**
 * The access-expired flow's call (visitor-portal.md §4, §7, §8): `GET …/extend-access` read as
 * one of four results, each with what the dialog says: the account menu's expired dialog asks
 * with the session; the access modal's texts and the mailed link's notice say the same.
 */
import { ACCESS_MESSAGES } from '@candor/domain/access/access.messages';
import type { ExtendAccessResult } from '@candor/domain/access/access.schema';
import { accessPaths } from '@candor/domain/access/access.paths';
import { ApiError, jsonRequest } from '../../api/jsonRequest.js';

export const EXTEND_ACCESS_TEXTS: Record<ExtendAccessResult, string> = {
  success: 'Your request to extend access was sent. We will e-mail you once it is approved.',
  already_has_access: ACCESS_MESSAGES.alreadyHasAccess,
  already_requested: ACCESS_MESSAGES.alreadyRequested,
  error: ACCESS_MESSAGES.extendError,
};

export async function requestAccessExtension(
  accountId: string,
  productId?: string,
): Promise<ExtendAccessResult> {
  const query = productId ? `?productId=${encodeURIComponent(productId)}` : '';
  try {
    await jsonRequest<{ code: 'success' }>('GET', `${accessPaths.extendAccess(accountId)}${query}`);
    return 'success';
  } catch (failure) {
    if (failure instanceof ApiError) {
      if (failure.code === 'already_has_access') return 'already_has_access';
      if (failure.code === 'already_requested') return 'already_requested';
    }
    return 'error';
  }
}
