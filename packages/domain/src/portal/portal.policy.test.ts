import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { PORTAL_ACTIONS } from './portal.policy.js';

describe('portal policy matrix', () => {
  itListsActions(
    PORTAL_ACTIONS,
    'portal.view portal.viewHidden portal.preview portal.reorderSections portal.reorderCards',
  );

  // prettier-ignore
  itFollowsPolicyTable(PORTAL_ACTIONS, { orgId: ORG_ID }, {
    //               view viewHidden preview reorderSections reorderCards
    visitor:        [T,   F,         F,      F,              F],
    member:         [T,   F,         F,      F,              F],
    editor:         [T,   T,         T,      T,              T],
    staffNoScopes:  [T,   T,         T,      F,              F],
    system:         [T,   F,         F,      F,              F],
    assetsEditor:   [T,   T,         T,      F,              F],
    fileViewer:     [T,   T,         T,      F,              F],
    fileDownloader: [T,   T,         T,      F,              F],
    outsider:       [T,   F,         F,      F,              F],
  });
});
