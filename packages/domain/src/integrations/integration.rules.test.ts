import { describe, expect, test } from 'vitest';
import {
  formatBounty,
  formatHours,
  hackerOneHandle,
  INTEGRATION_MESSAGES,
  statusPageBase,
  statusTone,
} from './integration.rules.js';

const H1 = 'https://hackerone.com';

describe('the bug-bounty link is {host}/{handle} without query parameters', () => {
  test.each([
    ['https://hackerone.com/acme', 'acme'],
    ['hackerone.com/acme', 'acme'],
    ['https://hackerone.com/acme/', 'acme'],
    ['https://www.hackerone.com/acme_corp', 'acme_corp'],
  ])('%s is accepted', (link, handle) => {
    expect(hackerOneHandle(link, H1)).toBe(handle);
  });

  test.each([
    'https://hackerone.com/acme?type=team',
    'https://hackerone.com/acme#policy',
    'https://hackerone.com/',
    'https://hackerone.com/acme/policy',
    'https://evil.example/acme',
    'https://hackerone.com.evil.example/acme',
    'http://hackerone.com/acme',
    'https://user:pw@hackerone.com/acme',
    'acme',
    '',
  ])('%s is refused', (link) => {
    expect(hackerOneHandle(link, H1)).toBeNull();
  });

  test('the message names the host', () => {
    expect(INTEGRATION_MESSAGES.hackeroneLink('hackerone.com')).toBe(
      'Please enter a valid HackerOne link, e.g. hackerone.com/acme (without query parameters)',
    );
  });
});

describe('the status page link', () => {
  test('an https page, with or without scheme', () => {
    expect(statusPageBase('https://status.acme.com/')).toBe('https://status.acme.com');
    expect(statusPageBase('acme.statuspage.io')).toBe('https://acme.statuspage.io');
  });
  test('http, credentials and queries are refused (http only with the test allowance)', () => {
    expect(statusPageBase('http://status.acme.com')).toBeNull();
    expect(statusPageBase('http://127.0.0.1:4000', true)).toBe('http://127.0.0.1:4000');
    expect(statusPageBase('https://a:b@status.acme.com')).toBeNull();
    expect(statusPageBase('https://status.acme.com/?x=1')).toBeNull();
    expect(statusPageBase('javascript:alert(1)')).toBeNull();
  });
});

test.each([
  ['none', 'success'],
  ['operational', 'success'],
  ['minor', 'warning'],
  ['major', 'error'],
  ['critical', 'error'],
  ['maintenance', 'blue'],
] as const)('indicator %s shows as %s', (indicator, tone) => {
  expect(statusTone(indicator)).toBe(tone);
});

test('figures read as visitors expect', () => {
  expect(formatHours(5.4)).toBe('5 hours');
  expect(formatHours(0.5)).toBe('less than an hour');
  expect(formatHours(72)).toBe('3 days');
  expect(formatHours(null)).toBe('—');
  expect(formatBounty(1250)).toBe('$1,250');
});
