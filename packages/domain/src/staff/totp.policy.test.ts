import { describe, expect, it } from 'vitest';
import { authorize } from '../auth/policy.js';
import {
  F,
  itListsActions,
  MATRIX_ACTORS,
  matrixCases,
  ORG_ID,
  OTHER_ORG_ID,
  staff,
  T,
} from '../auth/testActors.js';
import { TOTP_POLICY_ACTIONS } from './totp.policy.js';
import { groupSecret, recoveryCodeSchema, signInCodeSchema, totpCodeSchema } from './totp.js';

const ACTORS = {
  ...MATRIX_ACTORS,
  staffManager: staff(['staff:manage']),
  settingsEditor: staff(['settings:edit']),
  outsiderManager: staff(['staff:manage'], OTHER_ORG_ID),
};

// prettier-ignore
const TABLE: Record<keyof typeof ACTORS, readonly boolean[]> = {
  //               own  reset require
  visitor:         [F,  F,    F],
  member:          [F,  F,    F],
  editor:          [T,  F,    F],
  staffNoScopes:   [T,  F,    F],
  system:          [F,  F,    F],
  assetsEditor:    [T,  F,    F],
  fileViewer:      [T,  F,    F],
  fileDownloader:  [T,  F,    F],
  outsider:        [F,  F,    F],
  staffManager:    [T,  T,    T],
  settingsEditor:  [T,  F,    F],
  outsiderManager: [F,  F,    F],
};

describe('second factor policy', () => {
  itListsActions(TOTP_POLICY_ACTIONS, 'totp.own totp.reset totp.require');

  it.each(matrixCases(TOTP_POLICY_ACTIONS, TABLE))('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(ACTORS[actor], action, { orgId: ORG_ID })).toBe(allowed);
  });
});

describe('second factor forms', () => {
  it('reads codes with spaces and recovery codes with hyphens', () => {
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(totpCodeSchema.safeParse('12345').success).toBe(false);
    expect(recoveryCodeSchema.parse('ABCDE-fgh23')).toBe('abcdefgh23');
  });

  it('wants a code or a recovery code, not both', () => {
    expect(signInCodeSchema.safeParse({ code: '123456', recoveryCode: '' }).success).toBe(true);
    expect(signInCodeSchema.safeParse({ code: '', recoveryCode: '' }).success).toBe(false);
    expect(signInCodeSchema.safeParse({ code: '123456', recoveryCode: 'abcdefgh23' }).success).toBe(
      false,
    );
  });

  it('groups a secret in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
