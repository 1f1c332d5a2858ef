import { describe, expect, it } from 'vitest';
import { SCOPES, type Actor } from '../auth/actor.js';
import { authorize, type Action } from '../auth/policy.js';
import {
  F,
  itListsActions,
  MATRIX_ACTORS,
  matrixCases,
  ORG_ID,
  OTHER_ORG_ID,
  PRIVATE_AREA_ACTORS,
  staff,
  T,
} from '../auth/testActors.js';
import { INSTALLATION_POLICY_ACTIONS } from '../features/installation.policy.js';
import { MAIL_POLICY_ACTIONS } from '../mail/mail.policy.js';
import { STAFF_POLICY_ACTIONS } from './staff.policy.js';

/** Every role of the shared matrix, the private area's scope holders, and their outsiders. */
const ACTORS = {
  ...MATRIX_ACTORS,
  ...PRIVATE_AREA_ACTORS,
  everyScope: staff([...SCOPES]),
  mailReader: staff(['mail:read']),
  outsiderMailReader: staff(['mail:read'], OTHER_ORG_ID),
  outsiderManager: staff(['staff:manage', 'settings:edit', 'installation:admin'], OTHER_ORG_ID),
  operator: { type: 'operator', userId: 'u-operator', email: 'operator@host.test' },
} satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;

const COLUMNS = [
  ...STAFF_POLICY_ACTIONS,
  ...MAIL_POLICY_ACTIONS,
  ...INSTALLATION_POLICY_ACTIONS,
] as const satisfies readonly Action[];

// prettier-ignore
const TABLE: Record<ActorName, readonly boolean[]> = {
  //                 s.view s.invite s.edit s.remove mail.view inst.view inst.setPlan inst.createOrg inst.deleteOrg
  visitor:           [F, F, F, F, F, F, F, F, F],
  member:            [F, F, F, F, F, F, F, F, F],
  editor:            [F, F, F, F, F, F, F, F, F],
  staffNoScopes:     [F, F, F, F, F, F, F, F, F],
  system:            [F, F, F, F, F, F, F, F, F],
  assetsEditor:      [F, F, F, F, F, F, F, F, F],
  fileViewer:        [F, F, F, F, F, F, F, F, F],
  fileDownloader:    [F, F, F, F, F, F, F, F, F],
  outsider:          [F, F, F, F, F, F, F, F, F],
  staffManager:      [T, T, T, T, F, F, F, F, F],
  // Sent mail is its own scope: settings:edit alone reads none of it (issue 21 §4).
  settingsEditor:    [F, F, F, F, F, F, F, F, F],
  mailReader:        [F, F, F, F, T, F, F, F, F],
  outsiderMailReader:[F, F, F, F, F, F, F, F, F],
  installationAdmin: [F, F, F, F, F, T, T, T, T],
  everyScope:        [T, T, T, T, T, T, T, T, T],
  operator:          [F, F, F, F, F, T, T, T, T],
  // The operator's power is the installation's: another organisation's operator holds it too.
  outsiderManager:   [F, F, F, F, F, T, T, T, T],
};

describe('staff, mail and installation policy matrix', () => {
  itListsActions(
    COLUMNS,
    'staff.view staff.invite staff.edit staff.remove mail.view installation.view installation.setPlan installation.createOrg installation.deleteOrg',
  );

  it.each(matrixCases(COLUMNS, TABLE))('%s may %s: %s', (actor, action, allowed) => {
    expect(authorize(ACTORS[actor], action, { orgId: ORG_ID })).toBe(allowed);
  });
});
