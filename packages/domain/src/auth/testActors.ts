/** The actor kinds every policy matrix covers (test support, not exported from the package). */
import { expect, it } from 'vitest';
import type { Actor } from './actor.js';
import { authorize, type Action, type SubjectOf } from './policy.js';

export const ORG_ID = 'org-acme';
export const OTHER_ORG_ID = 'org-other';

export const ACTORS = {
  visitor: { type: 'visitor' },
  member: {
    type: 'member',
    memberId: 'member-1',
    accountId: 'acct-1',
    orgId: ORG_ID,
    email: 'm@customer.test',
  },
  editor: {
    type: 'staff',
    userId: 'u-editor',
    orgId: ORG_ID,
    email: 'editor@acme.test',
    scopes: ['statuspage:edit'],
  },
  staffNoScopes: {
    type: 'staff',
    userId: 'u-plain',
    orgId: ORG_ID,
    email: 'plain@acme.test',
    scopes: [],
  },
  system: { type: 'system', job: 'test' },
} as const satisfies Record<string, Actor>;
export type ActorKind = keyof typeof ACTORS;
export const ACTOR_KINDS = Object.keys(ACTORS) as ActorKind[];

export const staff = (scopes: string[], orgId = ORG_ID): Actor => ({
  type: 'staff',
  userId: `u-${scopes.join('-') || 'none'}`,
  orgId,
  email: 'someone@acme.test',
  scopes,
});

/** The matrix rows: every actor kind plus the scope and tenant cases policies distinguish. */
export const MATRIX_ACTORS = {
  ...ACTORS,
  assetsEditor: staff(['assets:edit']),
  fileViewer: staff(['files:view']),
  fileDownloader: staff(['files:download']),
  outsider: staff(['statuspage:edit', 'assets:edit', 'files:view', 'files:download'], OTHER_ORG_ID),
} satisfies Record<string, Actor>;
export type MatrixActor = keyof typeof MATRIX_ACTORS;

/** Holders of the private area's scopes, for the policies of staff, mail and the installation. */
export const PRIVATE_AREA_ACTORS = {
  staffManager: staff(['staff:manage']),
  settingsEditor: staff(['settings:edit']),
  installationAdmin: staff(['installation:admin']),
} satisfies Record<string, Actor>;

/**
 * Turns a policy table (one row of cells per actor, one column per action) into test cases.
 * A row of the wrong length throws, so a table can never silently skip an action.
 */
export function matrixCases<K extends string, C extends string, V = boolean>(
  columns: readonly C[],
  rows: Record<K, readonly V[]>,
): [K, C, V][] {
  return (Object.keys(rows) as K[]).flatMap((actor) => {
    const row = rows[actor];
    if (row.length !== columns.length)
      throw new Error(`matrix row ${actor} has ${row.length} cells`);
    return columns.map((column, i) => [actor, column, row[i]] as [K, C, V]);
  });
}

/**
 * Pins a policy's actions in the order of its table's columns, written as one line
 * ('card.edit card.hide …').
 */
export function itListsActions(actions: readonly string[], expected: string): void {
  it('lists its actions', () => {
    expect(actions.join(' ')).toBe(expected);
  });
}

/** Cells of a policy table: the actor may (T) or may not (F) do the action. */
export const T = true;
export const F = false;

/** One test per cell of a policy table whose actions all take `subject`. */
export function itFollowsPolicyTable<A extends Action>(
  actions: readonly A[],
  subject: SubjectOf<A>,
  rows: Record<MatrixActor, readonly boolean[]>,
): void {
  it.each(matrixCases(actions, rows))('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(MATRIX_ACTORS[actor], action, subject)).toBe(allowed);
  });
}
