import { describe, expect, it } from 'vitest';
import { settingsPatchSchema } from './settings.schema.js';

const messages = (input: unknown) => {
  const result = settingsPatchSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('settingsPatchSchema', () => {
  it('normalises what staff type', () => {
    expect(
      settingsPatchSchema.parse({
        brandColor: '#1C7ED6',
        supportMailbox: ' Help@Acme.example ',
        securityMailbox: '',
        contactSupport: {
          enabled: true,
          onClickAction: 'direct-to-site',
          url: 'acme.example/help',
        },
      }),
    ).toEqual({
      brandColor: '#1c7ed6',
      supportMailbox: 'help@acme.example',
      securityMailbox: null,
      contactSupport: {
        enabled: true,
        onClickAction: 'direct-to-site',
        url: 'https://acme.example/help',
      },
    });
  });

  it('needs a URL only when the action directs to a site', () => {
    expect(
      messages({ reportIssue: { enabled: true, onClickAction: 'direct-to-site', url: '' } }),
    ).toEqual(['Please enter a valid URL.']);
    expect(
      settingsPatchSchema.parse({
        reportIssue: { enabled: true, onClickAction: 'send-email', url: 'junk' },
      }).reportIssue?.url,
    ).toBeNull();
  });

  it('refuses bad values and unknown fields with clear messages', () => {
    expect(messages({ portalTitle: '' })).toEqual(['Portal title is required']);
    expect(messages({ portalTitle: 'x'.repeat(61) })).toEqual([
      'Portal title must be at most 60 characters',
    ]);
    expect(messages({ brandColor: 'red' })).toEqual([
      'Brand colour must be a hex colour such as #1c7ed6',
    ]);
    expect(messages({ supportMailbox: 'not-mail' })).toEqual([
      'Please enter a valid e-mail address',
    ]);
    expect(messages({ publicAccessLevel: 'Everything' })).toHaveLength(1);
    expect(messages({ orgId: 'x' })).toHaveLength(1);
  });
});
