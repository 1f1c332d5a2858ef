import { describe, expect, it } from 'vitest';
import { MATRIX_ACTORS, ORG_ID, type MatrixActor } from '../auth/testActors.js';
import { DomainError } from '../errors/domainError.js';
import { FEATURE_NOT_IN_PLAN } from '../features/requireFeature.js';
import { assertBridgeLetterAllowed, bridgeLetterDecision } from './bridgeLetter.policy.js';

const WITH = { orgId: ORG_ID, features: { bridgeLetters: true } };
const WITHOUT = { orgId: ORG_ID, features: { bridgeLetters: false } };

describe('bridge letter policy matrix (actor x plan)', () => {
  // prettier-ignore
  const table: Record<MatrixActor, [string, string]> = {
    //               plan has it   plan lacks it
    visitor:        ['refused',   'refused'],
    member:         ['refused',   'refused'],
    editor:         ['allowed',   'locked'],
    staffNoScopes:  ['refused',   'refused'],
    system:         ['refused',   'refused'],
    assetsEditor:   ['refused',   'refused'],
    fileViewer:     ['refused',   'refused'],
    fileDownloader: ['refused',   'refused'],
    outsider:       ['refused',   'refused'],
  };
  it.each(Object.entries(table))('%s: %j', (actor, [withPlan, withoutPlan]) => {
    const who = MATRIX_ACTORS[actor as MatrixActor];
    expect(bridgeLetterDecision(who, WITH)).toBe(withPlan);
    expect(bridgeLetterDecision(who, WITHOUT)).toBe(withoutPlan);
  });

  it('refuses a locked plan with the upgrade message and no scope with a plain 403', () => {
    const locked = () => assertBridgeLetterAllowed(MATRIX_ACTORS.editor, WITHOUT);
    expect(locked).toThrow(DomainError);
    expect(locked).toThrow(FEATURE_NOT_IN_PLAN);
    const refused = () => assertBridgeLetterAllowed(MATRIX_ACTORS.staffNoScopes, WITH);
    expect(refused).toThrow(DomainError);
    expect(refused).not.toThrow(FEATURE_NOT_IN_PLAN);
    expect(() => assertBridgeLetterAllowed(MATRIX_ACTORS.editor, WITH)).not.toThrow();
  });
});
