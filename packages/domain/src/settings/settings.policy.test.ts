import { describe } from 'vitest';
import { F, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { itFollowsPrivateAreaTable } from './privateAreaMatrix.js';
import { SETTINGS_POLICY_ACTIONS } from './settings.policy.js';

describe('settings policy matrix', () => {
  itListsActions(SETTINGS_POLICY_ACTIONS, 'settings.view settings.edit');

  // prettier-ignore
  itFollowsPrivateAreaTable(SETTINGS_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               view edit
    visitor:        [F,   F],
    member:         [F,   F],
    editor:         [F,   F],
    staffNoScopes:  [F,   F],
    system:         [F,   F],
    assetsEditor:   [F,   F],
    fileViewer:     [F,   F],
    fileDownloader: [F,   F],
    outsider:       [F,   F],
    settingsEditor: [T,   T],
    auditViewer:    [F,   F],
    staffManager:   [F,   F],
    outsiderAdmin:  [F,   F],
  });
});
