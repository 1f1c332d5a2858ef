import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safeRedirectTarget.js';

describe('safeRedirectTarget', () => {
  it.each([
    ['/northwind?product=cloud', '/northwind?product=cloud'],
    ['/northwind/item/soc-2#top', '/northwind/item/soc-2#top'],
    ['/a/../northwind', '/northwind'],
    // Encoded characters in the query are data, not a path.
    ['/northwind?q=a%2F%2Fb', '/northwind?q=a%2F%2Fb'],
  ])('keeps the same-site path %j as %j', (next, expected) => {
    expect(safeRedirectTarget(next)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    // Dot segments that normalize to a protocol-relative URL.
    '/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/a/%2E%2E//evil.example',
    // Encoded slashes and backslashes, read as such by proxies that decode.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/./%5C%5Cevil.example',
    // Control characters, raw and encoded.
    '/\n/evil.example',
    '/%09/evil.example',
    '/%00',
    '/\u007f',
    // Not decodable.
    '/%E0%A4%A',
    'northwind',
    '',
    ['/a'],
    undefined,
  ])('refuses %j', (next) => {
    expect(safeRedirectTarget(next)).toBeNull();
  });
});
