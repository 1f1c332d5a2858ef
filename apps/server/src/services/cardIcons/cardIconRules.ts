/**
 * What a card icon change checks before any work: the staff member may (assets:edit, the same
 * check `mutate` repeats), the card kind allows a custom icon, and the plan includes it.
 */
import {
  assertAuthorized,
  cardActions,
  CARD_ICON_MESSAGES,
  DomainError,
  isFlagOn,
  type CardKind,
} from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { loadOrgFeatures } from './orgFeatures.js';

export async function assertMayChangeCardIcon(ctx: ServiceContext, kind: CardKind): Promise<void> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'card.changeIcon', { orgId });
  if (!cardActions(kind).includes('ChangeIcon')) {
    throw new DomainError('bad_request', CARD_ICON_MESSAGES.notAllowed);
  }
  const features = await loadOrgFeatures(ctx.db, orgId);
  if (!isFlagOn(features, 'cardIconReplacement')) {
    throw new DomainError('forbidden', CARD_ICON_MESSAGES.locked);
  }
}
