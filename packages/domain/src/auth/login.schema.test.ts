import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, staffLoginSchema } from './login.schema.js';

const messagesOf = (input: unknown) => {
  const result = staffLoginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('staffLoginSchema', () => {
  it('accepts a trimmed e-mail and a password', () => {
    expect(staffLoginSchema.parse({ email: '  a@b.example ', password: 'x' }).email).toBe(
      'a@b.example',
    );
  });

  it("uses the spec's messages for a missing or malformed e-mail", () => {
    expect(messagesOf({ password: 'x' })).toEqual([LOGIN_MESSAGES.emailRequired]);
    expect(messagesOf({ email: '   ', password: 'x' })).toEqual(['You must provide an email.']);
    expect(messagesOf({ email: 'not-an-email', password: 'x' })).toEqual(['This email is invalid']);
  });

  it('requires a password', () => {
    expect(messagesOf({ email: 'a@b.example', password: '' })).toEqual([
      'You must provide a password.',
    ]);
  });
});
