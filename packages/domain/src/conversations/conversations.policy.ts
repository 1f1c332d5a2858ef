/**
 * Who may do what with questionnaires, the TPRM token and comments (staff-content.md §6,
 * visitor-portal.md §6): a signed-in member of the organisation acts for their own account only
 * (the subject names the account the call is about); staff holding access:manage run the
 * questionnaire queue and answer conversations. Whether the customization allows it and whether
 * the member may see the item are decided by the services on top of this.
 */
import type { Actor } from '../auth/actor.js';
import { isMemberOf, isStaffWithScope, type OrgSubject } from '../auth/scopes.js';

export const CONVERSATION_POLICY_ACTIONS = [
  'questionnaire.submit',
  /** The member's own account's questionnaires and their answer files. */
  'questionnaire.read',
  'tprm.token',
  'comment.read',
  'comment.write',
  /** Staff: the questionnaire queue, its status and answers. */
  'questionnaire.manage',
  /** Staff: the conversations of every account, and replies. */
  'conversation.manage',
] as const;
export type ConversationPolicyAction = (typeof CONVERSATION_POLICY_ACTIONS)[number];

/** The account a member's call is about; staff actions take the organisation's. */
export interface ConversationSubject extends OrgSubject {
  accountId: string | null;
}

const MEMBER_ACTIONS: readonly ConversationPolicyAction[] = [
  'questionnaire.submit',
  'questionnaire.read',
  'tprm.token',
  'comment.read',
  'comment.write',
];

export const conversationPolicy = (
  actor: Actor,
  action: ConversationPolicyAction,
  subject: ConversationSubject,
): boolean => {
  if (MEMBER_ACTIONS.includes(action)) {
    return (
      isMemberOf(actor, subject.orgId) &&
      subject.accountId !== null &&
      actor.accountId === subject.accountId
    );
  }
  return isStaffWithScope(actor, 'access:manage', subject.orgId);
};
