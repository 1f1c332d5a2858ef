import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import { MATRIX_ACTORS, ORG_ID, matrixCases } from '../auth/testActors.js';
import type { FilePolicyAction, FileSubject } from './file.policy.js';

/** The subjects the policy distinguishes. */
const SUBJECTS = {
  main: { orgId: ORG_ID, mode: 'main', unlocked: true, downloadable: true },
  open: { orgId: ORG_ID, mode: 'public', unlocked: true, downloadable: true },
  viewOnly: { orgId: ORG_ID, mode: 'account_external', unlocked: true, downloadable: false },
  locked: { orgId: ORG_ID, mode: 'public', unlocked: false, downloadable: true },
} satisfies Record<string, FileSubject>;
type SubjectName = keyof typeof SUBJECTS;

const COLUMNS = [
  'file.view@main',
  'file.download@main',
  'file.view@open',
  'file.download@open',
  'file.view@viewOnly',
  'file.download@viewOnly',
  'file.view@locked',
  'file.download@locked',
] as const satisfies readonly `${FilePolicyAction}@${SubjectName}`[];

const T = true;
const F = false;

describe('file policy matrix (action@subject)', () => {
  // Outside main mode the item's visibility decides, whoever asks; in main mode, the scopes.
  // prettier-ignore
  const cases = matrixCases(COLUMNS, {
    //               main view/dl  open view/dl  viewOnly view/dl  locked view/dl
    visitor:        [F, F,         T, T,         T, F,             F, F],
    member:         [F, F,         T, T,         T, F,             F, F],
    editor:         [F, F,         T, T,         T, F,             F, F],
    staffNoScopes:  [F, F,         T, T,         T, F,             F, F],
    system:         [T, T,         T, T,         T, T,             T, T],
    assetsEditor:   [F, F,         T, T,         T, F,             F, F],
    fileViewer:     [T, F,         T, T,         T, F,             F, F],
    fileDownloader: [T, T,         T, T,         T, F,             F, F],
    outsider:       [F, F,         T, T,         T, F,             F, F],
  });

  it.each(cases)('%s may %s: %s', (actor, column, allowed) => {
    const [action, subject] = column.split('@') as [FilePolicyAction, SubjectName];
    expect(authorize(MATRIX_ACTORS[actor], action, SUBJECTS[subject])).toBe(allowed);
  });
});
