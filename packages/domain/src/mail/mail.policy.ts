/**
 * Who may read the mail the server sent for an organisation (the private area's 'Sent mail'):
 * its own scope, mail:read, not settings:edit.
 */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const MAIL_POLICY_ACTIONS = ['mail.view'] as const;
export type MailPolicyAction = (typeof MAIL_POLICY_ACTIONS)[number];
export type MailSubject = OrgSubject;

export const mailPolicy = (
  actor: Actor,
  _action: MailPolicyAction,
  subject: MailSubject,
): boolean => isStaffWithScope(actor, 'mail:read', subject.orgId);
