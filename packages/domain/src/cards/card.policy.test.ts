import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { MATRIX_ACTORS, ORG_ID, matrixCases } from '../auth/testActors.js';
import { CARD_POLICY_ACTIONS } from './card.policy.js';

const T = true;
const F = false;

describe('card policy matrix', () => {
  it('lists its actions', () => {
    expect(CARD_POLICY_ACTIONS).toEqual([
      'card.edit',
      'card.hide',
      'card.reorderItems',
      'card.changeIcon',
    ]);
  });

  // prettier-ignore
  const cases = matrixCases(CARD_POLICY_ACTIONS, {
    //               edit hide reorderItems changeIcon
    visitor:        [F,   F,   F,           F],
    member:         [F,   F,   F,           F],
    editor:         [T,   T,   T,           F],
    staffNoScopes:  [F,   F,   F,           F],
    system:         [F,   F,   F,           F],
    assetsEditor:   [F,   F,   F,           T],
    fileViewer:     [F,   F,   F,           F],
    fileDownloader: [F,   F,   F,           F],
    outsider:       [F,   F,   F,           F],
  });

  it.each(cases)('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(MATRIX_ACTORS[actor], action, { orgId: ORG_ID })).toBe(allowed);
  });
});
