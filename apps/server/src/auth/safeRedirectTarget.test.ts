import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safeRedirectTarget.js';

describe('safeRedirectTarget', () => {
  it('keeps same-site relative paths with their query', () => {
    expect(safeRedirectTarget('/northwind?product=cloud')).toBe('/northwind?product=cloud');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'northwind',
    '',
    ['/a'],
    undefined,
  ])('refuses %j', (next) => {
    expect(safeRedirectTarget(next)).toBeNull();
  });
});
