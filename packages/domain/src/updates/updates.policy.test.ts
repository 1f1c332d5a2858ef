import { describe, expect, it } from 'vitest';
import { F, itFollowsPolicyTable, ORG_ID, T } from '../auth/testActors.js';
import { UPDATE_POLICY_ACTIONS } from './updates.policy.js';

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
});
