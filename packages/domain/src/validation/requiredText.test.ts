import { describe, expect, it } from 'vitest';
import { requiredText } from './requiredText.js';

const name = requiredText('Name is required').max(5, 'Too long');
const messageOf = (input: unknown): string | undefined =>
  name.safeParse(input).error?.issues[0]?.message;

describe('requiredText', () => {
  it('gives its message for a missing, empty or blank value', () => {
    expect(messageOf(undefined)).toBe('Name is required');
    expect(messageOf(42)).toBe('Name is required');
    expect(messageOf('')).toBe('Name is required');
    expect(messageOf('   ')).toBe('Name is required');
  });

  it('trims the value before the limits chained after it', () => {
    expect(name.parse('  Acme  ')).toBe('Acme');
    expect(messageOf('Acme Inc')).toBe('Too long');
  });
});
