import { describe, expect, it } from 'vitest';
import {
  accessSettingsInputSchema,
  accountInputSchema,
  endOfDayUtc,
  isoDayOf,
  ndaAcceptInputSchema,
} from './accountAdmin.schema.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the staff access inputs', () => {
  it('take default access days from 1 to 365, whole, or none', () => {
    expect(accessSettingsInputSchema.parse({ defaultAccessDays: 1 })).toEqual({
      defaultAccessDays: 1,
    });
    expect(accessSettingsInputSchema.parse({ defaultAccessDays: null }).defaultAccessDays).toBe(
      null,
    );
    for (const value of [0, 366, 30.5, '30']) {
      expect(messageOf(accessSettingsInputSchema.safeParse({ defaultAccessDays: value }))).toBe(
        'Default access days must be a whole number between 1 and 365',
      );
    }
  });

  it('clean an account: lower-cased domain without @, empty domain none, a real date', () => {
    const parsed = accountInputSchema.parse({ name: ' Globex ', domain: '@Globex.Example' });
    expect(parsed).toMatchObject({
      name: 'Globex',
      domain: 'globex.example',
      reviewStatus: 'NotStarted',
      permissionProfileId: null,
      accessExpiresOn: null,
      ndaProvider: null,
    });
    expect(accountInputSchema.parse({ name: 'A', domain: '' }).domain).toBeNull();
    expect(messageOf(accountInputSchema.safeParse({ name: 'A', domain: 'not a domain' }))).toBe(
      'Enter a domain such as example.com',
    );
    expect(messageOf(accountInputSchema.safeParse({ name: '' }))).toBe('Account name is required');
    expect(
      messageOf(accountInputSchema.safeParse({ name: 'A', accessExpiresOn: '2026-02-30' })),
    ).toBe('Enter a date as YYYY-MM-DD');
  });

  it('keep access through the whole last day', () => {
    const end = endOfDayUtc('2026-03-01');
    expect(end.toISOString()).toBe('2026-03-01T23:59:59.999Z');
    expect(isoDayOf(end)).toBe('2026-03-01');
  });

  it('need the NDA agreed to', () => {
    expect(
      messageOf(
        ndaAcceptInputSchema.safeParse({
          agree: false,
          templateId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toBe('You must agree to the NDA');
  });
});
