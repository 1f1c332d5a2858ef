import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { ACTORS, F, itFollowsPolicyTable, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { ITEM_POLICY_ACTIONS } from './item.policy.js';

describe('item policy matrix (subject: a custom item on a Legal card of the organisation)', () => {
  itListsActions(
    ITEM_POLICY_ACTIONS,
    'item.edit item.move item.createCustomUrl item.addCustom item.deleteCustom',
  );

  // prettier-ignore
  itFollowsPolicyTable(ITEM_POLICY_ACTIONS, { orgId: ORG_ID, isCustom: true, kind: 'Legal' }, {
    //               edit move createCustomUrl addCustom deleteCustom
    visitor:        [F,   F,   F,              F,        F],
    member:         [F,   F,   F,              F,        F],
    editor:         [T,   T,   T,              T,        T],
    staffNoScopes:  [F,   F,   F,              F,        F],
    system:         [F,   F,   F,              F,        F],
    assetsEditor:   [F,   F,   F,              F,        F],
    fileViewer:     [F,   F,   F,              F,        F],
    fileDownloader: [F,   F,   F,              F,        F],
    outsider:       [F,   F,   F,              F,        F],
  });

  it('never lets anyone delete a built-in item', () => {
    expect(authorize(ACTORS.editor, 'item.deleteCustom', { orgId: ORG_ID, isCustom: false })).toBe(
      false,
    );
    expect(authorize(ACTORS.editor, 'item.deleteCustom', { orgId: ORG_ID })).toBe(false);
  });

  it('never lets anyone move an item of a card that is not a move destination', () => {
    for (const kind of ['Certifications', 'Documents', 'RiskProfile', 'TrustedBy'] as const) {
      expect(authorize(ACTORS.editor, 'item.move', { orgId: ORG_ID, kind })).toBe(false);
    }
    expect(authorize(ACTORS.editor, 'item.move', { orgId: ORG_ID, kind: 'Policies' })).toBe(true);
  });
});
