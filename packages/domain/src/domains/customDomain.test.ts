import { describe, expect, it } from 'vitest';
import { normalizeDomain, verificationRecordName } from './customDomain.js';

describe('normalizeDomain', () => {
  it.each([
    ['trust.example.com', 'trust.example.com'],
    ['  Trust.Example.COM. ', 'trust.example.com'],
    ['https://trust.example.com/', 'trust.example.com'],
    ['trust.bücher.de', 'trust.xn--bcher-kva.de'],
  ])('reads %s as %s', (input, domain) => {
    expect(normalizeDomain(input)).toBe(domain);
  });
  it.each([
    '',
    'localhost',
    '10.0.0.1',
    'trust.example.com/x',
    'trust.example.com:8443',
    'a..b.com',
    '-a.example.com',
    'user@example.com',
  ])('refuses %j', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });
  it('names the TXT record', () => {
    expect(verificationRecordName('trust.example.com')).toBe('_candor-verify.trust.example.com');
  });
});
