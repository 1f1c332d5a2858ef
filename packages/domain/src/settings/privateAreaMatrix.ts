/**
 * Test support for the private area's policies (settings, products, audit): the shared matrix
 * actors plus the holders of the private area's scopes, so each table shows who is let in by
 * which scope. Not exported from the package.
 */
import { expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { authorize, type Action, type SubjectOf } from '../auth/policy.js';
import { MATRIX_ACTORS, matrixCases, OTHER_ORG_ID, staff } from '../auth/testActors.js';

export const PRIVATE_AREA_ACTORS = {
  ...MATRIX_ACTORS,
  settingsEditor: staff(['settings:edit']),
  auditViewer: staff(['audit:view']),
  staffManager: staff(['staff:manage']),
  /** Every scope, in another organisation. */
  outsiderAdmin: staff(['settings:edit', 'audit:view', 'staff:manage'], OTHER_ORG_ID),
} satisfies Record<string, Actor>;
export type PrivateAreaActor = keyof typeof PRIVATE_AREA_ACTORS;

/** One test per cell; a row of the wrong length throws, so no action is silently skipped. */
export function itFollowsPrivateAreaTable<A extends Action>(
  actions: readonly A[],
  subject: SubjectOf<A>,
  rows: Record<PrivateAreaActor, readonly boolean[]>,
): void {
  it.each(matrixCases(actions, rows))('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(PRIVATE_AREA_ACTORS[actor], action, subject)).toBe(allowed);
  });
}
