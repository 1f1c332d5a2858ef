import { ACCESS_CODE_MESSAGES, DomainError } from '@candor/domain';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { extendAccessLinkUrl, type AccessLinks } from './accessLinks.js';
import { loadAccessSettings } from './accessSettings.js';
import { issueLoginToken } from './memberLoginLinks.js';
import { memberState } from './visitorAccess.js';

/**
 * The access modal's 'Request extension' without a session: a member whose access to the
 * product expired is mailed a link that files the request. Another state answers as the login
 * tab does (the same codes, so nothing more is learnt of an address); a member who still has
 * access is told so.
 */
export async function mailExtensionLink(
  ctx: ServiceContext,
  input: { email: string; productId: string; links: AccessLinks },
): Promise<{ code: 'check_email' }> {
  const { orgId } = ctx.viewer;
  const { member, state } = await memberState(ctx, input.email, input.productId);
  if (state === 'active') {
    throw new DomainError('account_already_exists', ACCESS_CODE_MESSAGES.account_already_exists);
  }
  const memberId = member?.id ?? null;
  if (state !== 'expired' || memberId === null) {
    throw new DomainError('unknown_email', ACCESS_CODE_MESSAGES.unknown_email);
  }
  const settings = await loadAccessSettings(ctx.db, orgId);
  await mutate(ctx, {
    action: 'access.extend_by_link',
    subject: {},
    revision: 'none',
    async run(tx) {
      const { token } = await issueLoginToken(tx, {
        orgId,
        memberId,
        productId: input.productId,
        purpose: 'extend_access',
      });
      const url = extendAccessLinkUrl(input.links.portalUrl, token);
      await enqueueMail(tx, {
        orgId,
        to: input.email,
        template: 'extendAccessConfirm',
        data: { portalTitle: settings.portalTitle, extendUrl: url },
        idempotencyKey: `extend-access-link:${memberId}:${token.slice(0, 16)}`,
        baseUrl: input.links.baseUrl,
        secrets: [token],
      });
      return memberId;
    },
    audit: (id) => ({
      action: 'access.extend_link_sent',
      entityType: 'account_member',
      entityId: id,
      after: { productId: input.productId },
    }),
  });
  notifyJobsQueued();
  return { code: 'check_email' };
}
