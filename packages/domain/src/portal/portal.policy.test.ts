import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { MATRIX_ACTORS, ORG_ID, matrixCases } from '../auth/testActors.js';
import { PORTAL_ACTIONS } from './portal.policy.js';

const T = true;
const F = false;

describe('portal policy matrix', () => {
  it('lists its actions', () => {
    expect(PORTAL_ACTIONS).toEqual([
      'portal.view',
      'portal.viewHidden',
      'portal.preview',
      'portal.reorderSections',
      'portal.reorderCards',
    ]);
  });

  // prettier-ignore
  const cases = matrixCases(PORTAL_ACTIONS, {
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

  it.each(cases)('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(MATRIX_ACTORS[actor], action, { orgId: ORG_ID })).toBe(allowed);
  });
});
