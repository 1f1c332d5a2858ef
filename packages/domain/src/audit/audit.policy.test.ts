import { describe } from 'vitest';
import { F, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { itFollowsPrivateAreaTable } from '../settings/privateAreaMatrix.js';
import { AUDIT_POLICY_ACTIONS } from './audit.policy.js';

describe('audit policy matrix', () => {
  itListsActions(AUDIT_POLICY_ACTIONS, 'audit.view audit.verify');

  // prettier-ignore
  itFollowsPrivateAreaTable(AUDIT_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               view verify
    visitor:        [F,   F],
    member:         [F,   F],
    editor:         [F,   F],
    staffNoScopes:  [F,   F],
    system:         [F,   F],
    assetsEditor:   [F,   F],
    fileViewer:     [F,   F],
    fileDownloader: [F,   F],
    outsider:       [F,   F],
    settingsEditor: [F,   F],
    auditViewer:    [T,   T],
    staffManager:   [F,   F],
    outsiderAdmin:  [F,   F],
  });
});
