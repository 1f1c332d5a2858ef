import type { Actor, Scope } from './actor.js';

type StaffActor = Extract<Actor, { type: 'staff' }>;
type MemberActor = Extract<Actor, { type: 'member' }>;

export const hasScope = (actor: Actor, scope: Scope): boolean =>
  actor.type === 'staff' && actor.scopes.includes(scope);

/** Staff of the given organisation (any organisation when none is given). */
export const isStaffOf = (actor: Actor, orgId?: string): actor is StaffActor =>
  actor.type === 'staff' && (orgId === undefined || actor.orgId === orgId);

/** Staff of the organisation holding the scope. */
export const isStaffWithScope = (actor: Actor, scope: Scope, orgId?: string): boolean =>
  isStaffOf(actor, orgId) && actor.scopes.includes(scope);

/** Staff of the organisation who may edit its portal content: cards, items and their order. */
export const canEditContent = (actor: Actor, { orgId }: OrgSubject): boolean =>
  isStaffWithScope(actor, 'statuspage:edit', orgId);

/** The scopes that let staff compose trust updates: content editors and update writers. */
export const UPDATE_COMPOSER_SCOPES = [
  'statuspage:edit',
  'updates:edit',
] as const satisfies readonly Scope[];

/** Staff of the organisation who may write and publish its trust updates. */
export const canComposeUpdates = (actor: Actor, { orgId }: OrgSubject): boolean =>
  UPDATE_COMPOSER_SCOPES.some((scope) => isStaffWithScope(actor, scope, orgId));

/** The scopes that let staff preview the portal as an account or a permission profile. */
export const PREVIEW_PICKER_SCOPES = [
  'access:manage',
  'statuspage:edit',
] as const satisfies readonly Scope[];

/** Staff of the organisation who may pick an account or a profile to preview the portal as. */
export const canPickPreview = (actor: Actor, { orgId }: OrgSubject): boolean =>
  PREVIEW_PICKER_SCOPES.some((scope) => isStaffWithScope(actor, scope, orgId));

/**
 * The installation's operator, with or without an organisation of their own: the only check of
 * the operator's power (every organisation's plan, creating and deleting organisations).
 */
export const isInstallationOperator = (actor: Actor): boolean =>
  actor.type === 'operator' || hasScope(actor, 'installation:admin');

export const isMemberOf = (actor: Actor, orgId?: string): actor is MemberActor =>
  actor.type === 'member' && (orgId === undefined || actor.orgId === orgId);

/** Every policy subject names the organisation it belongs to, so no check crosses tenants. */
export interface OrgSubject {
  orgId: string;
}
