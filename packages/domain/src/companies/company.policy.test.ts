import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { COMPANY_POLICY_ACTIONS } from './company.policy.js';

describe('company policy matrix', () => {
  itListsActions(COMPANY_POLICY_ACTIONS, 'company.search');

  // prettier-ignore
  itFollowsPolicyTable(COMPANY_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               search
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
