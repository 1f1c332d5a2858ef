/** Who may manage the organisation's products and product links (the private area). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const PRODUCT_POLICY_ACTIONS = [
  'product.view',
  'product.create',
  'product.edit',
  'product.delete',
  'product.reorder',
  'productLink.create',
  'productLink.edit',
  'productLink.delete',
  'productLink.reorder',
] as const;
export type ProductPolicyAction = (typeof PRODUCT_POLICY_ACTIONS)[number];
export type ProductSubject = OrgSubject;

/** Products are organisation settings: the private area's settings:edit scope covers them. */
const canManageProducts = (actor: Actor, { orgId }: ProductSubject): boolean =>
  isStaffWithScope(actor, 'settings:edit', orgId);

const RULES: Record<ProductPolicyAction, (actor: Actor, subject: ProductSubject) => boolean> = {
  'product.view': canManageProducts,
  'product.create': canManageProducts,
  'product.edit': canManageProducts,
  'product.delete': canManageProducts,
  'product.reorder': canManageProducts,
  'productLink.create': canManageProducts,
  'productLink.edit': canManageProducts,
  'productLink.delete': canManageProducts,
  'productLink.reorder': canManageProducts,
};

export const productPolicy = (
  actor: Actor,
  action: ProductPolicyAction,
  subject: ProductSubject,
): boolean => RULES[action](actor, subject);
