import { describe, expect, it } from 'vitest';
import { inviteStaffSchema, setPasswordFormSchema, updateStaffSchema } from './staff.schema.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('inviteStaffSchema', () => {
  it('trims the e-mail and name and takes a role, never loose scopes', () => {
    expect(
      inviteStaffSchema.parse({
        email: ' dana@customer.example ',
        displayName: ' Dana ',
        role: 'editor',
        scopes: ['staff:manage'],
      }),
    ).toEqual({ email: 'dana@customer.example', displayName: 'Dana', role: 'editor' });
  });

  it('refuses an invitation without a known role, naming the roles', () => {
    const base = { email: 'a@b.example', displayName: 'A' };
    for (const role of [undefined, '', 'root', 'installation:admin']) {
      expect(messagesOf(inviteStaffSchema.safeParse({ ...base, role }))).toEqual([
        'Choose a role: Admin, Editor, Access manager or Viewer.',
      ]);
    }
  });
});

describe('updateStaffSchema', () => {
  it('never grants the installation operator scope', () => {
    expect(messagesOf(updateStaffSchema.safeParse({ scopes: ['installation:admin'] }))).toEqual([
      'Unknown permission scope',
    ]);
  });
});

describe('setPasswordFormSchema', () => {
  it('asks for eight characters and the same password twice', () => {
    expect(
      messagesOf(setPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' })),
    ).toEqual(['The password must be at least 8 characters.']);
    expect(
      messagesOf(
        setPasswordFormSchema.safeParse({
          password: 'long enough',
          confirmPassword: 'long enougH',
        }),
      ),
    ).toEqual(['The passwords do not match.']);
    expect(
      setPasswordFormSchema.safeParse({ password: 'long enough', confirmPassword: 'long enough' })
        .success,
    ).toBe(true);
  });
});
