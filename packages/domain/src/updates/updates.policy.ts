/**
 * Who may compose trust updates (statuspage:edit, visitor-portal.md §6, or updates:edit, the
 * scope the staff dialog offers as 'Write and publish trust updates') and who may manage the
 * subscribers of the organisation's updates (content editors, statuspage:edit); visitors
 * subscribe and unsubscribe themselves.
 */
import type { Actor } from '../auth/actor.js';
import { canComposeUpdates, canEditContent, type OrgSubject } from '../auth/scopes.js';

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
): boolean =>
  SELF_SERVICE.includes(action) ||
  (action.startsWith('subscriber.')
    ? canEditContent(actor, subject)
    : canComposeUpdates(actor, subject));
