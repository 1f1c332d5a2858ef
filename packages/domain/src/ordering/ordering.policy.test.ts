import { describe, expect, it } from 'vitest';
import { effectiveFeatures } from '../features/plans.js';
import {
  itListsActions,
  MATRIX_ACTORS,
  matrixCases,
  ORG_ID,
  type MatrixActor,
} from '../auth/testActors.js';
import { DomainError } from '../errors/domainError.js';
import {
  assertOrderingAllowed,
  ORDERING_ACTIONS,
  orderingAbilities,
  orderingDecision,
  type OrderingDecision,
} from './ordering.policy.js';
import { ORDERING_MESSAGES } from './ordering.messages.js';

const A: OrderingDecision = 'allowed';
const L: OrderingDecision = 'locked';
const R: OrderingDecision = 'refused';

const withSections = { orgId: ORG_ID, features: effectiveFeatures('growth') };
const withoutSections = { orgId: ORG_ID, features: effectiveFeatures('starter') };

/** The decision table: one row per actor, one column per action; a short row throws. */
function itDecides(
  subject: typeof withSections,
  rows: Record<MatrixActor, readonly OrderingDecision[]>,
): void {
  it.each(matrixCases(ORDERING_ACTIONS, rows))('%s × %s: %s', (actor, action, decision) => {
    expect(orderingDecision(MATRIX_ACTORS[actor], action, subject)).toBe(decision);
  });
}

describe('ordering policy matrix', () => {
  itListsActions(ORDERING_ACTIONS, 'portal.reorderSections portal.reorderCards card.reorderItems');

  describe('on a plan with section customisation', () => {
    // prettier-ignore
    itDecides(withSections, {
      //               sections cards items
      visitor:        [R,       R,    R],
      member:         [R,       R,    R],
      editor:         [A,       A,    A],
      staffNoScopes:  [R,       R,    R],
      system:         [R,       R,    R],
      assetsEditor:   [R,       R,    R],
      fileViewer:     [R,       R,    R],
      fileDownloader: [R,       R,    R],
      outsider:       [R,       R,    R],
    });
  });

  describe('on a plan without it', () => {
    // prettier-ignore
    itDecides(withoutSections, {
      //               sections cards items
      visitor:        [R,       R,    R],
      member:         [R,       R,    R],
      editor:         [L,       A,    A],
      staffNoScopes:  [R,       R,    R],
      system:         [R,       R,    R],
      assetsEditor:   [R,       R,    R],
      fileViewer:     [R,       R,    R],
      fileDownloader: [R,       R,    R],
      outsider:       [R,       R,    R],
    });
  });
});

describe('assertOrderingAllowed', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error instanceof DomainError ? { code: error.code, message: error.message } : error;
    }
    return null;
  };

  it('passes an editor, refuses others with the plain 403 and a locked plan with the upgrade message', () => {
    expect(
      refusal(() =>
        assertOrderingAllowed(MATRIX_ACTORS.editor, 'portal.reorderSections', withSections),
      ),
    ).toBeNull();
    expect(
      refusal(() =>
        assertOrderingAllowed(MATRIX_ACTORS.fileViewer, 'portal.reorderSections', withSections),
      ),
    ).toEqual({ code: 'forbidden', message: "You don't have access to this page" });
    expect(
      refusal(() =>
        assertOrderingAllowed(MATRIX_ACTORS.editor, 'portal.reorderSections', withoutSections),
      ),
    ).toEqual({ code: 'forbidden', message: ORDERING_MESSAGES.sectionCustomizationLocked });
  });
});

describe('orderingAbilities', () => {
  it('offers an editor in main mode the buttons, locking sections without the plan feature', () => {
    expect(orderingAbilities(MATRIX_ACTORS.editor, 'main', withSections.features)).toEqual({
      reorderSections: true,
      reorderSectionsLocked: false,
      reorderCards: true,
    });
    expect(orderingAbilities(MATRIX_ACTORS.editor, 'main', withoutSections.features)).toEqual({
      reorderSections: false,
      reorderSectionsLocked: true,
      reorderCards: true,
    });
  });

  it.each(['public', 'account_external', 'preview'] as const)(
    'offers nothing in %s mode, even to an editor',
    (mode) => {
      expect(orderingAbilities(MATRIX_ACTORS.editor, mode, withSections.features)).toEqual({
        reorderSections: false,
        reorderSectionsLocked: false,
        reorderCards: false,
      });
    },
  );

  it('offers nothing to staff without statuspage:edit, not even the locked button', () => {
    expect(orderingAbilities(MATRIX_ACTORS.fileViewer, 'main', withoutSections.features)).toEqual({
      reorderSections: false,
      reorderSectionsLocked: false,
      reorderCards: false,
    });
  });
});
