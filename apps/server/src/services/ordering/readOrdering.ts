/** What the re-order dialogs open with: staff of the organisation who may re-order read it. */
import {
  assertAuthorized,
  notFound,
  ORDERING_MESSAGES,
  type CardItemOrder,
  type CardKind,
  type ProductLayout,
} from '@candor/domain';
import type { PortalContent } from '../../presenters/portal/portalContent.js';
import { loadPortalContent } from '../portal/loadPortalContent.js';
import type { ServiceContext } from '../serviceContext.js';
import { cardItemOrder } from './cardItemOrder.js';
import { productLayout } from './productLayout.js';

async function contentOf(ctx: ServiceContext, productId: string): Promise<PortalContent> {
  const content = await loadPortalContent(ctx.db, ctx.viewer.orgId, productId);
  if (!content) throw notFound('Product not found');
  return content;
}

export async function readProductLayout(
  ctx: ServiceContext,
  productId: string,
): Promise<ProductLayout> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'portal.reorderCards', { orgId });
  return productLayout(await contentOf(ctx, productId));
}

export async function readCardItemOrder(
  ctx: ServiceContext,
  productId: string,
  kind: CardKind,
): Promise<CardItemOrder> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'card.reorderItems', { orgId });
  const order = cardItemOrder(await contentOf(ctx, productId), kind);
  if (!order) throw notFound(ORDERING_MESSAGES.cardNotFound);
  return order;
}
