import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { MATRIX_ACTORS, ORG_ID, matrixCases } from '../auth/testActors.js';
import type { DocumentPolicyAction } from './document.policy.js';

const COLUMNS = ['document.list', 'document.manage'] as const satisfies DocumentPolicyAction[];
const T = true;
const F = false;

describe('document library policy matrix', () => {
  // prettier-ignore
  const cases = matrixCases(COLUMNS, {
    //               list manage
    visitor:        [F, F],
    member:         [F, F],
    editor:         [T, T],
    staffNoScopes:  [F, F],
    system:         [F, F],
    assetsEditor:   [F, F],
    fileViewer:     [T, F],
    fileDownloader: [T, F],
    outsider:       [F, F],
  });

  it.each(cases)('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(MATRIX_ACTORS[actor], action, { orgId: ORG_ID })).toBe(allowed);
  });
});
