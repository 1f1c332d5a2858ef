import { settingsPatchSchema } from '@candor/domain/settings/settings.schema';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../api/adminApi.js';
import { changedSettings, settingsFormValues } from './settingsForm.js';

const saved: Settings = {
  portalTitle: 'Trust Center',
  showPortalTitle: true,
  brandColor: null,
  supportMailbox: 'help@acme.example',
  securityMailbox: null,
  contactSupport: { enabled: true, onClickAction: 'send-email', url: null },
  reportIssue: { enabled: false, onClickAction: 'direct-to-site', url: 'https://acme.example' },
  publicAccessLevel: 'Minimal',
  bannerLevel: 'low',
  scripts: {},
  welcomeEnabled: false,
  termsUrl: null,
  privacyUrl: null,
  disclosurePolicyUrl: null,
  questionnairesEnabled: true,
  commentsEnabled: false,
  updatesSubscriptionEnabled: true,
  bulkDownloadEnabled: false,
  publishedAt: null,
  accessRequestFields: { jobTitleTextField: { enabled: true, label: 'Role' } },
  subscribeTermsRequired: false,
  logoUrl: '/api/share/o1/assets/a1?v=3',
  faviconUrl: null,
  bannerUrl: null,
  revision: 3,
};

describe('the settings form', () => {
  it('starts from the saved settings, empty fields for unset mailboxes and URLs', () => {
    const values = settingsFormValues(saved);
    expect(values.securityMailbox).toBe('');
    expect(values.contactSupport.url).toBe('');
    expect(values.questionnairesEnabled).toBe(true);
    expect(values.commentsEnabled).toBe(false);
    expect(values.bulkDownloadEnabled).toBe(false);
    // What it starts from passes the schema the server checks with.
    expect(settingsPatchSchema.safeParse(values).success).toBe(true);
  });

  it('sends only the fields staff changed, as the schema normalised them', () => {
    const edited = {
      ...settingsFormValues(saved),
      portalTitle: '  Acme Security  ',
      brandColor: '#0B7A75',
    };
    const values = settingsPatchSchema.parse(edited);
    expect(changedSettings(values, { portalTitle: true, brandColor: true })).toEqual({
      portalTitle: 'Acme Security',
      brandColor: '#0b7a75',
    });
  });

  it('sends a whole contact setting when one of its fields changed', () => {
    const values = settingsPatchSchema.parse({
      ...settingsFormValues(saved),
      reportIssue: { enabled: true, onClickAction: 'direct-to-site', url: 'acme.example/report' },
    });
    expect(changedSettings(values, { reportIssue: { enabled: true } })).toEqual({
      reportIssue: {
        enabled: true,
        onClickAction: 'direct-to-site',
        url: 'https://acme.example/report',
      },
    });
  });

  it('shows every optional field of the request form, off unless saved on', () => {
    const fields = settingsFormValues(saved).accessRequestFields;
    expect(fields.jobTitleTextField).toEqual({ enabled: true, label: 'Role' });
    expect(fields.customCheckbox).toEqual({ enabled: false, label: '', required: false });
  });

  it('refuses the custom checkbox on without its text, in the form as on the server', () => {
    const values = settingsFormValues(saved);
    const parsed = settingsPatchSchema.safeParse({
      accessRequestFields: {
        ...values.accessRequestFields,
        customCheckbox: { enabled: true, label: '  ', required: true },
      },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accessRequestFields.customCheckbox.label', 'Enter the text of the checkbox'],
    ]);
  });

  it('sends nothing when nothing changed', () => {
    const values = settingsPatchSchema.parse(settingsFormValues(saved));
    expect(changedSettings(values, {})).toEqual({});
  });
});
