/** The access modal's calls (visitor-portal.md §7) under the portal's API base. */
import { accessPaths } from '@candor/domain/access/access.paths';
import { ACCESS_LIMITS } from '@candor/domain/access/access.constants';
import type { AccessRequestInput } from '@candor/domain/access/access.schema';
import type { AccessFormConfig } from '@candor/domain/access/access.rules';
import { ApiError, jsonRequest } from '../api/jsonRequest.js';

/** `{portal base}/api`: '/acme/api' on the platform host, '/api' on a custom domain. */
export const portalApiOf = (basePath: string): string => `${basePath}/api`;

export const fetchAccessForm = (basePath: string, productId: string) =>
  jsonRequest<AccessFormConfig>(
    'GET',
    `${portalApiOf(basePath)}/products/${productId}/request-form`,
  );

/** The form as typed: `agree` is checked by the schema (and the server), not by the type. */
export type AccessRequestBody = Omit<AccessRequestInput, 'agree'> & { agree: boolean };

/** The request form, with the spec's 120 000 ms timeout. */
export const sendAccessRequest = (basePath: string, productId: string, body: AccessRequestBody) =>
  jsonRequest<{ code: 'pending_request' | 'request_approved' }>(
    'POST',
    accessPaths.request(portalApiOf(basePath), productId),
    body,
    AbortSignal.timeout(ACCESS_LIMITS.requestTimeoutMs),
  );

export const sendLoginRequest = (basePath: string, productId: string, email: string) =>
  jsonRequest<{ code: 'check_email' }>(
    'POST',
    accessPaths.login(portalApiOf(basePath), productId),
    {
      email,
      productId,
    },
  );

/**
 * The 'Access expired' dialog's 'Request extension' (§4): mails the member a link that files the
 * request; the answer is what the dialog says next.
 */
export async function sendExtensionLinkRequest(
  basePath: string,
  productId: string,
  email: string,
): Promise<ExtensionLinkAnswer> {
  try {
    await jsonRequest<{ code: 'check_email' }>(
      'POST',
      accessPaths.extendAccessByEmail(portalApiOf(basePath), productId),
      { email, productId },
    );
    return 'check_email';
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'account_already_exists') {
      return 'already_has_access';
    }
    return 'error';
  }
}
export type ExtensionLinkAnswer = 'check_email' | 'already_has_access' | 'error';
