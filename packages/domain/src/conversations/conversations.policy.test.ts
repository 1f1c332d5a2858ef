import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { ACTORS, F, itFollowsPolicyTable, ORG_ID, staff, T } from '../auth/testActors.js';
import { CONVERSATION_POLICY_ACTIONS } from './conversations.policy.js';

describe('questionnaire, TPRM and comment policy matrix', () => {
  it('lists its actions', () => {
    expect(CONVERSATION_POLICY_ACTIONS).toHaveLength(7);
  });

  // prettier-ignore
  itFollowsPolicyTable(CONVERSATION_POLICY_ACTIONS, { orgId: ORG_ID, accountId: ACTORS.member.accountId }, {
    //               q.submit q.read tprm c.read c.write q.manage conv.manage
    visitor:        [F, F, F, F, F, F, F],
    member:         [T, T, T, T, T, F, F],
    editor:         [F, F, F, F, F, F, F],
    staffNoScopes:  [F, F, F, F, F, F, F],
    system:         [F, F, F, F, F, F, F],
    assetsEditor:   [F, F, F, F, F, F, F],
    fileViewer:     [F, F, F, F, F, F, F],
    fileDownloader: [F, F, F, F, F, F, F],
    outsider:       [F, F, F, F, F, F, F],
  });

  it('lets a member act for their own account only', () => {
    for (const action of CONVERSATION_POLICY_ACTIONS) {
      expect(authorize(ACTORS.member, action, { orgId: ORG_ID, accountId: 'acct-2' })).toBe(false);
      expect(authorize(ACTORS.member, action, { orgId: 'org-other', accountId: 'acct-1' })).toBe(
        false,
      );
    }
  });

  it('gives the queue and the conversations to staff holding access:manage of the organisation', () => {
    const manager = staff(['access:manage']);
    const outsider = staff(['access:manage'], 'org-other');
    for (const action of ['questionnaire.manage', 'conversation.manage'] as const) {
      expect(authorize(manager, action, { orgId: ORG_ID, accountId: null })).toBe(true);
      expect(authorize(outsider, action, { orgId: ORG_ID, accountId: null })).toBe(false);
    }
    expect(authorize(manager, 'comment.write', { orgId: ORG_ID, accountId: 'acct-1' })).toBe(false);
  });
});
