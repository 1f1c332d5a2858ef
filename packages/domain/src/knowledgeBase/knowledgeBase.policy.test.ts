import { describe } from 'vitest';
import { F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { KB_POLICY_ACTIONS } from './knowledgeBase.policy.js';

describe('knowledge-base policy matrix', () => {
  itListsActions(KB_POLICY_ACTIONS, 'kb.list kb.create kb.update kb.delete kb.import kb.export');

  // prettier-ignore
  itFollowsPolicyTable(KB_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               list create update delete import export
    visitor:        [F,   F,     F,     F,     F,     F],
    member:         [F,   F,     F,     F,     F,     F],
    editor:         [T,   T,     T,     T,     T,     T],
    staffNoScopes:  [F,   F,     F,     F,     F,     F],
    system:         [F,   F,     F,     F,     F,     F],
    assetsEditor:   [F,   F,     F,     F,     F,     F],
    fileViewer:     [F,   F,     F,     F,     F,     F],
    fileDownloader: [F,   F,     F,     F,     F,     F],
    outsider:       [F,   F,     F,     F,     F,     F],
  });
});
