import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { TRUSTED_BY_POLICY_ACTIONS } from './trustedBy.policy.js';

describe('trusted-by policy matrix', () => {
  itListsActions(TRUSTED_BY_POLICY_ACTIONS, 'trustedBy.add trustedBy.remove');

  // prettier-ignore
  itFollowsPolicyTable(TRUSTED_BY_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               add remove
    visitor:        [F,  F],
    member:         [F,  F],
    editor:         [T,  T],
    staffNoScopes:  [F,  F],
    system:         [F,  F],
    assetsEditor:   [F,  F],
    fileViewer:     [F,  F],
    fileDownloader: [F,  F],
    outsider:       [F,  F],
  });
});
