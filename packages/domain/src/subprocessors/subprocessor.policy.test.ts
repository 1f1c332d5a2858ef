import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { SUBPROCESSOR_POLICY_ACTIONS } from './subprocessor.policy.js';

describe('subprocessor policy matrix', () => {
  itListsActions(
    SUBPROCESSOR_POLICY_ACTIONS,
    'subprocessor.create subprocessor.update subprocessor.delete',
  );

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
