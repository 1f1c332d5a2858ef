import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { ACTORS, MATRIX_ACTORS, ORG_ID, matrixCases } from '../auth/testActors.js';
import { ITEM_POLICY_ACTIONS } from './item.policy.js';

const T = true;
const F = false;

describe('item policy matrix (subject: a custom item of the organisation)', () => {
  it('lists its actions', () => {
    expect(ITEM_POLICY_ACTIONS).toEqual([
      'item.edit',
      'item.move',
      'item.createCustomUrl',
      'item.addCustom',
      'item.deleteCustom',
    ]);
  });

  // prettier-ignore
  const cases = matrixCases(ITEM_POLICY_ACTIONS, {
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

  it.each(cases)('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(MATRIX_ACTORS[actor], action, { orgId: ORG_ID, isCustom: true })).toBe(
      allowed,
    );
  });

  it('never lets anyone delete a built-in item', () => {
    expect(authorize(ACTORS.editor, 'item.deleteCustom', { orgId: ORG_ID, isCustom: false })).toBe(
      false,
    );
    expect(authorize(ACTORS.editor, 'item.deleteCustom', { orgId: ORG_ID })).toBe(false);
  });
});
