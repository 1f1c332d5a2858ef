/**
 * The Settings page's tabs, in order: each its own address (/admin/settings/{path}) and one form
 * with one Save. A tab this staff member may not use is absent. Another tab (webhooks, staff
 * single sign-on…) is one more entry here.
 */
import type { AdminPageData } from '@candor/domain';
import type { ComponentType } from 'react';
import type { Settings } from '../api/adminApi.js';
import { ByoidSettings } from './ByoidSettings.js';
import { CustomDomainSettings } from './CustomDomainSettings.js';
import { ScriptsSettings } from './ScriptsSettings.js';
import { AccessSettings, BrandingSettings, GeneralSettings } from './SettingsPanels.js';

export interface SettingsTab {
  path: string;
  label: string;
  /** Whether this staff member may use it (from the page's abilities). */
  shown: (admin: AdminPageData) => boolean;
  Panel: ComponentType<{ settings: Settings }>;
}

const always = () => true;

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { path: 'general', label: 'General', shown: always, Panel: GeneralSettings },
  { path: 'branding', label: 'Branding', shown: always, Panel: BrandingSettings },
  { path: 'access', label: 'Access', shown: always, Panel: AccessSettings },
  { path: 'domains', label: 'Domains', shown: always, Panel: CustomDomainSettings },
  {
    path: 'scripts',
    label: 'Scripts',
    // Third-party scripts run on every visitor's page: their own scope, scripts:edit.
    shown: (admin) => admin.abilities.actions.editScripts,
    Panel: ScriptsSettings,
  },
  {
    path: 'identity',
    label: 'Identity',
    shown: (admin) => admin.org !== null && admin.abilities.actions.manageAccess,
    Panel: ByoidSettings,
  },
];

export const settingsTabsFor = (admin: AdminPageData): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => tab.shown(admin));
