import { describe, expect, it } from 'vitest';
import {
  subscribeInputSchema,
  subscriberBlockInputSchema,
  topicInputSchema,
  UPDATE_MESSAGES,
  updateInputSchema,
} from './updates.schema.js';
import { readJwtSubject, readTokenSubject } from './subscriptionToken.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('update creation rules', () => {
  it('requires a subject and one of the five categories; hidden defaults to false', () => {
    expect(messagesOf(topicInputSchema.safeParse({ subject: ' ', category: 'general' }))).toEqual([
      UPDATE_MESSAGES.subjectRequired,
    ]);
    expect(messagesOf(topicInputSchema.safeParse({ subject: 'A', category: 'news' }))).toEqual([
      UPDATE_MESSAGES.categoryRequired,
    ]);
    expect(topicInputSchema.parse({ subject: 'A', category: 'incidents' }).hidden).toBe(false);
  });

  it('requires a message, an audience and at least one channel', () => {
    const base = {
      message: 'Hi',
      audience: 'public',
      channels: { statusPage: true, email: false },
    };
    expect(updateInputSchema.safeParse(base).success).toBe(true);
    expect(messagesOf(updateInputSchema.safeParse({ ...base, message: '' }))).toEqual([
      UPDATE_MESSAGES.messageRequired,
    ]);
    expect(
      messagesOf(
        updateInputSchema.safeParse({ ...base, channels: { statusPage: false, email: false } }),
      ),
    ).toEqual([UPDATE_MESSAGES.channelRequired]);
    expect(messagesOf(updateInputSchema.safeParse({ ...base, audience: 'everyone' }))).toEqual([
      UPDATE_MESSAGES.audienceInvalid,
    ]);
    expect(messagesOf(updateInputSchema.safeParse({ ...base, allProducts: false }))).toEqual([
      UPDATE_MESSAGES.productsRequired,
    ]);
  });
});

describe('subscribe form', () => {
  it('refuses a malformed e-mail with the spec message and lower-cases a good one', () => {
    expect(messagesOf(subscribeInputSchema.safeParse({ email: 'not-an-email' }))).toEqual([
      UPDATE_MESSAGES.emailInvalid,
    ]);
    expect(subscribeInputSchema.parse({ email: ' Dana@Example.COM ' }).email).toBe(
      'dana@example.com',
    );
  });

  it('blocks take an address or a domain', () => {
    expect(subscriberBlockInputSchema.parse({ value: 'Spam.Example' }).value).toBe('spam.example');
    expect(subscriberBlockInputSchema.safeParse({ value: 'no spaces.com' }).success).toBe(false);
  });
});

describe('readTokenSubject', () => {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('reads the e-mail of a well-formed token and nothing from garbage', () => {
    expect(readTokenSubject(`${encode({ sub: 'dana@example.com' })}.sig`)).toBe('dana@example.com');
    expect(readTokenSubject('garbage')).toBeNull();
    expect(readTokenSubject(`${encode({ nope: 1 })}.sig`)).toBeNull();
    expect(readTokenSubject(null)).toBeNull();
  });

  it('reads a JWT’s subject from its middle part: an invitation names the invitee (§3)', () => {
    const jwt = `${encode({ alg: 'HS256' })}.${encode({ sub: 'kel@vandelay.example' })}.sig`;
    expect(readJwtSubject(jwt)).toBe('kel@vandelay.example');
    expect(readJwtSubject(`${encode({ sub: 'kel@vandelay.example' })}.sig`)).toBeNull();
    expect(readJwtSubject(`${encode({ alg: 'HS256' })}.${encode({ sub: 42 })}.sig`)).toBeNull();
    expect(readJwtSubject(null)).toBeNull();
  });
});
