/**
 * Who may compose trust updates (statuspage:edit, visitor-portal.md §6) and who may manage the
 * subscribers of the organisation's updates (the same content editors); visitors subscribe and unsubscribe themselves.
 */
import type { Actor } from '../auth/actor.js';
import { canEditContent, type OrgSubject } from '../auth/scopes.js';

export const UPDATE_POLICY_ACTIONS = [
  'topic.create',
  'topic.update',
  'topic.delete',
  'update.create',
  'update.update',
  'update.delete',
  'subscriber.view',
  'subscriber.block',
  'subscription.subscribe',
  'subscription.confirm',
  'subscription.unsubscribe',
] as const;
export type UpdatePolicyAction = (typeof UPDATE_POLICY_ACTIONS)[number];

/** Anyone may ask to subscribe; confirming and unsubscribing are allowed by the signed link. */
const SELF_SERVICE: readonly UpdatePolicyAction[] = [
  'subscription.subscribe',
  'subscription.confirm',
  'subscription.unsubscribe',
];

export const updatePolicy = (
  actor: Actor,
  action: UpdatePolicyAction,
  subject: OrgSubject,
): boolean => SELF_SERVICE.includes(action) || canEditContent(actor, subject);
