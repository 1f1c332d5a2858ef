/** Who may read and change the organisation's portal settings (the private area's Settings). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const SETTINGS_POLICY_ACTIONS = ['settings.view', 'settings.edit'] as const;
export type SettingsPolicyAction = (typeof SETTINGS_POLICY_ACTIONS)[number];
export type SettingsSubject = OrgSubject & {
  /** The change sets the third-party scripts, which run on every visitor's page. */
  changesScripts?: boolean;
};

/** The Settings path of the private area requires settings:edit, to look as well as to change. */
const canManageSettings = (actor: Actor, { orgId }: SettingsSubject): boolean =>
  isStaffWithScope(actor, 'settings:edit', orgId);

/** Scripts (visitor-portal.md §3) take scripts:edit besides: settings:edit alone loads none. */
const canEditSettings = (actor: Actor, subject: SettingsSubject): boolean =>
  canManageSettings(actor, subject) &&
  (!subject.changesScripts || isStaffWithScope(actor, 'scripts:edit', subject.orgId));

const RULES: Record<SettingsPolicyAction, (actor: Actor, subject: SettingsSubject) => boolean> = {
  'settings.view': canManageSettings,
  'settings.edit': canEditSettings,
};

export const settingsPolicy = (
  actor: Actor,
  action: SettingsPolicyAction,
  subject: SettingsSubject,
): boolean => RULES[action](actor, subject);
