/**
 * Between the settings the API answers and the form: every field present (the form edits all of
 * them), and the patch of only what staff changed.
 */
import {
  settingsPatchSchema,
  type SettingsPatch,
  type SettingsPatchInput,
} from '@candor/domain/settings/settings.schema';
import type { AccessRequestField } from '@candor/domain/access/access.rules';
import type { Settings } from '../api/adminApi.js';

/** The form edits every field; the schema (the server's too) takes any subset. */
export type SettingsFormValues = SettingsPatchInput;

export function settingsFormValues(settings: Settings): Required<SettingsFormValues> {
  return {
    portalTitle: settings.portalTitle,
    showPortalTitle: settings.showPortalTitle,
    brandColor: settings.brandColor,
    supportMailbox: settings.supportMailbox ?? '',
    securityMailbox: settings.securityMailbox ?? '',
    contactSupport: { ...settings.contactSupport, url: settings.contactSupport.url ?? '' },
    reportIssue: { ...settings.reportIssue, url: settings.reportIssue.url ?? '' },
    publicAccessLevel: settings.publicAccessLevel,
    bannerLevel: settings.bannerLevel,
    // Edited by its own form (ScriptsSettings.tsx); never dirty here, so never sent from here.
    scripts: settings.scripts,
    welcomeEnabled: settings.welcomeEnabled,
    termsUrl: settings.termsUrl ?? '',
    privacyUrl: settings.privacyUrl ?? '',
    disclosurePolicyUrl: settings.disclosurePolicyUrl ?? '',
    questionnairesEnabled: settings.questionnairesEnabled,
    commentsEnabled: settings.commentsEnabled,
    updatesSubscriptionEnabled: settings.updatesSubscriptionEnabled,
    bulkDownloadEnabled: settings.bulkDownloadEnabled,
    accessRequestFields: accessRequestFieldsValues(settings.accessRequestFields),
    subscribeTermsRequired: settings.subscribeTermsRequired,
  };
}

/** Every optional field of the request form, off with the default label unless saved. */
function accessRequestFieldsValues(saved: Settings['accessRequestFields']) {
  const field = (name: Exclude<AccessRequestField, 'customCheckbox'>) => ({
    enabled: saved[name]?.enabled ?? false,
    label: saved[name]?.label ?? '',
  });
  return {
    jobTitleTextField: field('jobTitleTextField'),
    pointOfContactField: field('pointOfContactField'),
    relationshipDropdown: field('relationshipDropdown'),
    countriesDropdown: field('countriesDropdown'),
    accountMemberRequestProducts: field('accountMemberRequestProducts'),
    customCheckbox: {
      enabled: saved.customCheckbox?.enabled ?? false,
      label: saved.customCheckbox?.label ?? '',
      required: saved.customCheckbox?.required ?? false,
    },
  };
}

type SettingsField = keyof SettingsPatch;
const SETTINGS_FIELDS: readonly SettingsField[] = settingsPatchSchema.keyof().options;

function copyField<K extends SettingsField>(to: SettingsPatch, from: SettingsPatch, field: K) {
  to[field] = from[field];
}

/** The validated values of the fields staff touched: the PATCH body. */
export function changedSettings(
  values: SettingsPatch,
  dirty: Partial<Record<SettingsField, unknown>>,
): SettingsPatch {
  const patch: SettingsPatch = {};
  for (const field of SETTINGS_FIELDS) {
    if (dirty[field] && field in values) copyField(patch, values, field);
  }
  return patch;
}
