import { describe, expect, it } from 'vitest';
import { inviteStaffSchema, setPasswordFormSchema, updateStaffSchema } from './staff.schema.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('inviteStaffSchema', () => {
  it('trims the e-mail and name and keeps each granted scope once, in a fixed order', () => {
    expect(
      inviteStaffSchema.parse({
        email: ' dana@customer.example ',
        displayName: ' Dana ',
        scopes: ['files:view', 'statuspage:edit', 'files:view'],
      }),
    ).toEqual({
      email: 'dana@customer.example',
      displayName: 'Dana',
      scopes: ['statuspage:edit', 'files:view'],
    });
  });

  it('never grants the installation operator scope', () => {
    const result = inviteStaffSchema.safeParse({
      email: 'a@b.example',
      displayName: 'A',
      scopes: ['installation:admin'],
    });
    expect(messagesOf(result)).toEqual(['Unknown permission scope']);
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
