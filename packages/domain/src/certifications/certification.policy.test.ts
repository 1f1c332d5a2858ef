import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { CERTIFICATION_POLICY_ACTIONS } from './certification.policy.js';

describe('certification policy matrix', () => {
  itListsActions(CERTIFICATION_POLICY_ACTIONS, 'certification.add');

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
