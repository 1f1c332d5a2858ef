/**
 * The Settings page's tabs, in order: each its own address (/admin/settings/{path}) and one form
 * with one Save. A tab this staff member may not use is absent. The portal's settings are
 * settings:edit's; Webhooks is webhooks:manage's and reads nothing of them (`Page`), so staff
 * with only that scope open Settings on it.
 */
import type { AdminPageData } from '@candor/domain';
import type { ComponentType } from 'react';
import type { Settings } from '../api/adminApi.js';
import { ByoidSettings } from './ByoidSettings.js';
import { CustomDomainSettings } from './CustomDomainSettings.js';
import { ScriptsSettings } from './ScriptsSettings.js';
import { AccessSettings, BrandingSettings, GeneralSettings } from './SettingsPanels.js';
import { WebhooksSettings } from './webhooks/WebhooksSettings.js';

export interface SettingsTab {
  path: string;
  label: string;
  /** Whether this staff member may use it (from the page's abilities). */
  shown: (admin: AdminPageData) => boolean;
  /** A tab of the portal's settings, given them. */
  Panel?: ComponentType<{ settings: Settings }>;
  /** A tab that reads its own data (Webhooks). */
  Page?: ComponentType;
}

const editsSettings = (admin: AdminPageData) => admin.abilities.actions.editSettings;

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { path: 'general', label: 'General', shown: editsSettings, Panel: GeneralSettings },
  { path: 'branding', label: 'Branding', shown: editsSettings, Panel: BrandingSettings },
  { path: 'access', label: 'Access', shown: editsSettings, Panel: AccessSettings },
  { path: 'domains', label: 'Domains', shown: editsSettings, Panel: CustomDomainSettings },
  {
    path: 'scripts',
    label: 'Scripts',
    // Third-party scripts run on every visitor's page: their own scope, scripts:edit.
    shown: (admin) => editsSettings(admin) && admin.abilities.actions.editScripts,
    Panel: ScriptsSettings,
  },
  {
    path: 'identity',
    label: 'Identity',
    shown: (admin) =>
      editsSettings(admin) && admin.org !== null && admin.abilities.actions.manageAccess,
    Panel: ByoidSettings,
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    shown: (admin) => admin.abilities.actions.manageWebhooks,
    Page: WebhooksSettings,
  },
];

export const settingsTabsFor = (admin: AdminPageData): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => tab.shown(admin));
