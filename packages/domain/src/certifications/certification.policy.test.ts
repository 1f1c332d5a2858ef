import { describe, expect, it } from 'vitest';
import { F, itFollowsPolicyTable, ORG_ID, T } from '../auth/testActors.js';
import { CERTIFICATION_POLICY_ACTIONS } from './certification.policy.js';

describe('certification policy matrix', () => {
  it('lists its actions', () => {
    expect(CERTIFICATION_POLICY_ACTIONS).toEqual(['certification.add']);
  });

  // prettier-ignore
  itFollowsPolicyTable(CERTIFICATION_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               add
    visitor:        [F],
    member:         [F],
    editor:         [T],
    staffNoScopes:  [F],
    system:         [F],
    assetsEditor:   [F],
    fileViewer:     [F],
    fileDownloader: [F],
    outsider:       [F],
  });
});
