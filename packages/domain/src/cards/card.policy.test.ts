import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { CARD_POLICY_ACTIONS } from './card.policy.js';

describe('card policy matrix', () => {
  itListsActions(
    CARD_POLICY_ACTIONS,
    'card.edit card.hide card.reorderItems card.changeIcon card.add',
  );

  // prettier-ignore
  itFollowsPolicyTable(CARD_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               edit hide reorderItems changeIcon add
    visitor:        [F,   F,   F,           F,          F],
    member:         [F,   F,   F,           F,          F],
    editor:         [T,   T,   T,           F,          T],
    staffNoScopes:  [F,   F,   F,           F,          F],
    system:         [F,   F,   F,           F,          F],
    assetsEditor:   [F,   F,   F,           T,          F],
    fileViewer:     [F,   F,   F,           F,          F],
    fileDownloader: [F,   F,   F,           F,          F],
    outsider:       [F,   F,   F,           F,          F],
  });
});
