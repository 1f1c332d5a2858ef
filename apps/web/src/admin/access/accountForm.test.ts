import { describe, expect, it } from 'vitest';
import { accountFormValues, accountInputOf, dayAfter } from './accountForm.js';

describe('the account form', () => {
  it("starts a new account's access with the organisation's default days", () => {
    const today = new Date('2026-01-30T15:00:00Z');
    expect(dayAfter(30, today)).toBe('2026-03-01');
    expect(accountFormValues(null, 30, today).accessExpiresOn).toBe('2026-03-01');
    expect(accountFormValues(null, null, today).accessExpiresOn).toBe('');
  });

  it('sends empty choices as the organisation defaults', () => {
    const input = accountInputOf({
      name: 'Globex',
      domain: ' ',
      reviewStatus: 'InProgress',
      permissionProfileId: '',
      accessExpiresOn: '',
      ndaProvider: '',
    });
    expect(input).toEqual({
      name: 'Globex',
      domain: null,
      reviewStatus: 'InProgress',
      permissionProfileId: null,
      accessExpiresOn: null,
      ndaProvider: null,
    });
  });
});
