import { describe, expect, it } from 'vitest';
import { F, itFollowsPolicyTable, ORG_ID, OTHER_ORG_ID, staff, T } from '../auth/testActors.js';
import { UPDATE_POLICY_ACTIONS, updatePolicy } from './updates.policy.js';

describe('trust update policy matrix', () => {
  it('lists its actions', () => {
    expect(UPDATE_POLICY_ACTIONS).toHaveLength(11);
  });

  // prettier-ignore
  itFollowsPolicyTable(UPDATE_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               topic c  u  d  update c  u  d  subscriber view block  subscription sub conf unsub
    visitor:        [F, F, F, F, F, F, F, F, T, T, T],
    member:         [F, F, F, F, F, F, F, F, T, T, T],
    editor:         [T, T, T, T, T, T, T, T, T, T, T],
    staffNoScopes:  [F, F, F, F, F, F, F, F, T, T, T],
    system:         [F, F, F, F, F, F, F, F, T, T, T],
    assetsEditor:   [F, F, F, F, F, F, F, F, T, T, T],
    fileViewer:     [F, F, F, F, F, F, F, F, T, T, T],
    fileDownloader: [F, F, F, F, F, F, F, F, T, T, T],
    outsider:       [F, F, F, F, F, F, F, F, T, T, T],
  });

  // The staff dialog offers 'Edit updates: Write and publish trust updates'; it must do that.
  it('lets updates:edit compose topics and updates, not manage subscribers, in its own org', () => {
    const allowed = (scopes: string[], orgId = ORG_ID) =>
      UPDATE_POLICY_ACTIONS.filter((action) =>
        updatePolicy(staff(scopes, orgId), action, { orgId: ORG_ID }),
      );
    expect(allowed(['updates:edit'])).toEqual([
      'topic.create',
      'topic.update',
      'topic.delete',
      'update.create',
      'update.update',
      'update.delete',
      'subscription.subscribe',
      'subscription.confirm',
      'subscription.unsubscribe',
    ]);
    expect(allowed(['updates:edit'], OTHER_ORG_ID)).toEqual([
      'subscription.subscribe',
      'subscription.confirm',
      'subscription.unsubscribe',
    ]);
  });
});
