import { describe, expect, it } from 'vitest';
import { F, ORG_ID, T } from '../auth/testActors.js';
import { itFollowsPrivateAreaTable } from '../settings/privateAreaMatrix.js';
import { AUDIT_POLICY_ACTIONS } from './audit.policy.js';

describe('audit policy matrix', () => {
  it('lists its actions', () => {
    expect(AUDIT_POLICY_ACTIONS).toEqual(['audit.view', 'audit.verify']);
  });

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
