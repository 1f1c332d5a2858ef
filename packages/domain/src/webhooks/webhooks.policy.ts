/**
 * Who may manage an organisation's webhook endpoints and chat channels (Settings → Webhooks):
 * their own scope, webhooks:manage, in the Admin preset. A destination receives the
 * organisation's events, so it is not part of settings:edit.
 */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const WEBHOOK_POLICY_ACTIONS = ['webhooks.manage'] as const;
export type WebhookPolicyAction = (typeof WEBHOOK_POLICY_ACTIONS)[number];

export const canManageWebhooks = (actor: Actor, { orgId }: OrgSubject): boolean =>
  isStaffWithScope(actor, 'webhooks:manage', orgId);

export const webhookPolicy = (
  actor: Actor,
  _action: WebhookPolicyAction,
  subject: OrgSubject,
): boolean => canManageWebhooks(actor, subject);
