import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { staffAbilities } from '../staff/staffAbilities.js';
import { DASHBOARD_WIDGETS, dashboardWidgets, setupStepsFor } from './dashboard.schema.js';

const abilitiesOf = (scopes: string[]) => {
  const actor: Actor = { type: 'staff', userId: 'u1', orgId: 'o1', email: 'sam@acme.test', scopes };
  return staffAbilities(actor, 'o1');
};

describe('the Overview by abilities', () => {
  it('shows an editor the content widgets only, and their one set-up step', () => {
    const abilities = abilitiesOf(['statuspage:edit']);
    expect(dashboardWidgets(abilities)).toEqual({
      accessRequests: false,
      questionnaires: false,
      conversations: false,
      expiringDocuments: true,
      expiringCertifications: true,
      activity: false,
      subscribers: true,
      audit: false,
    });
    expect(setupStepsFor(abilities)).toEqual(['document']);
  });

  it('shows an access manager the requests, questionnaires, conversations and activity', () => {
    const shown = dashboardWidgets(abilitiesOf(['access:manage']));
    expect(DASHBOARD_WIDGETS.filter((widget) => shown[widget])).toEqual([
      'accessRequests',
      'questionnaires',
      'conversations',
      'activity',
    ]);
    expect(setupStepsFor(abilitiesOf(['access:manage']))).toEqual([]);
  });

  it('gives the settings steps to whoever edits settings', () => {
    expect(setupStepsFor(abilitiesOf(['settings:edit']))).toEqual([
      'logo',
      'supportMailbox',
      'published',
    ]);
  });
});
