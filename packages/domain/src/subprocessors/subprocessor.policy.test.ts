import { describe, expect, it } from 'vitest';
import { F, itFollowsPolicyTable, ORG_ID, T } from '../auth/testActors.js';
import { SUBPROCESSOR_POLICY_ACTIONS } from './subprocessor.policy.js';

describe('subprocessor policy matrix', () => {
  it('lists its actions', () => {
    expect(SUBPROCESSOR_POLICY_ACTIONS).toEqual([
      'subprocessor.create',
      'subprocessor.update',
      'subprocessor.delete',
    ]);
  });

  // prettier-ignore
  itFollowsPolicyTable(SUBPROCESSOR_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               create update delete
    visitor:        [F,     F,     F],
    member:         [F,     F,     F],
    editor:         [T,     T,     T],
    staffNoScopes:  [F,     F,     F],
    system:         [F,     F,     F],
    assetsEditor:   [F,     F,     F],
    fileViewer:     [F,     F,     F],
    fileDownloader: [F,     F,     F],
    outsider:       [F,     F,     F],
  });
});
