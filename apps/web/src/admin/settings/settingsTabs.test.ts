import { describe, expect, it } from 'vitest';
import { adminPageData } from '../../testing/adminPageData.js';
import { settingsTabsFor } from './settingsTabs.js';

const labels = (scopes: string[]) => settingsTabsFor(adminPageData(scopes)).map((tab) => tab.label);

describe('the Settings tabs', () => {
  it('offers the portal settings to settings:edit, without Scripts and Identity', () => {
    expect(labels(['settings:edit'])).toEqual(['General', 'Branding', 'Access', 'Domains']);
  });

  it('adds Scripts for scripts:edit and Identity for access:manage', () => {
    expect(labels(['settings:edit', 'scripts:edit', 'access:manage'])).toEqual([
      'General',
      'Branding',
      'Access',
      'Domains',
      'Scripts',
      'Identity',
    ]);
  });

  it('adds Webhooks for webhooks:manage, which alone opens Settings on Webhooks only', () => {
    expect(labels(['settings:edit', 'webhooks:manage'])).toEqual([
      'General',
      'Branding',
      'Access',
      'Domains',
      'Webhooks',
    ]);
    expect(labels(['webhooks:manage'])).toEqual(['Webhooks']);
    expect(adminPageData(['webhooks:manage']).abilities.sections).toContain('settings');
    expect(adminPageData(['access:manage']).abilities.sections).not.toContain('settings');
  });

  it('gives every tab an address of its own', () => {
    const paths = settingsTabsFor(
      adminPageData(['settings:edit', 'scripts:edit', 'access:manage']),
    ).map((tab) => tab.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
