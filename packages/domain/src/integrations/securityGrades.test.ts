import { describe, expect, test } from 'vitest';
import {
  gradeBand,
  gradeLink,
  ratingService,
  isValidGrade,
  RATING_SERVICES,
  SECURITY_GRADE_MESSAGES,
  securityGradeEntrySchema,
  type GradeFormat,
} from './securityGrades.js';

test('thirteen services; four take a domain only; one fetches its grade', () => {
  expect(RATING_SERVICES).toHaveLength(13);
  expect(RATING_SERVICES.filter((s) => s.url.type === 'domain')).toHaveLength(4);
  expect(RATING_SERVICES.filter((s) => s.fetched).map((s) => s.url.type)).toEqual(['domain']);
  expect(new Set(RATING_SERVICES.map((s) => s.id)).size).toBe(13);
});

test('a grade links to the rating on the service’s own site, never to the rated domain', () => {
  const link = (id: string, url: string) => gradeLink(ratingService(id)!, url);
  expect(link('ssllabs', 'northwind.example')).toBe(
    'https://www.ssllabs.com/ssltest/analyze.html?d=northwind.example&hideResults=on',
  );
  expect(link('securityheaders', 'app.northwind.example')).toBe(
    'https://securityheaders.com/?q=app.northwind.example&followRedirects=on',
  );
  expect(link('observatory', 'northwind.example')).toBe(
    'https://developer.mozilla.org/en-US/observatory/analyze?host=northwind.example',
  );
  expect(link('securityscorecard', 'northwind.example')).toBe(
    'https://securityscorecard.com/security-rating/northwind.example',
  );
  const bitsight = 'https://www.bitsight.com/ratings/northwind-cloud';
  expect(link('bitsight', bitsight)).toBe(bitsight);
  expect(link('panorays', 'anything')).toBeNull();
});

describe('grade ranges (§5)', () => {
  const cases: [GradeFormat, string[], string[]][] = [
    ['score_300_820', ['300', '820', '646'], ['299', '821', '500.5', 'A', '-1']],
    ['letters_a_plus_to_f', ['A+', 'a', 'B-', 'C+', 'D', 'F'], ['E', 'A++', 'F+', 'G', '90']],
    ['score_0_1000', ['0', '1000', '512'], ['1001', '-5', '12.5', 'A']],
    ['score_0_950_or_a_to_e', ['0', '950', 'A', 'e'], ['951', 'A+', 'B-', 'F']],
    ['score_0_10_or_a_to_f', ['0', '10', '7.5', 'F'], ['10.1', '7.55', '11', 'A+', 'G']],
  ];
  test.each(cases)('%s', (format, valid, invalid) => {
    for (const grade of valid) expect(isValidGrade(format, grade), grade).toBe(true);
    for (const grade of invalid) expect(isValidGrade(format, grade), grade).toBe(false);
  });
});

test('colour bands (§9)', () => {
  expect(gradeBand('score_300_820', '646')).toBe('green');
  expect(gradeBand('score_300_820', '645')).toBe('yellow');
  expect(gradeBand('score_300_820', '472')).toBe('red');
  expect(gradeBand('score_0_950_or_a_to_e', 'C')).toBe('yellow');
  expect(gradeBand('score_0_10_or_a_to_f', '8')).toBe('green');
  expect(gradeBand('letters_with_m', 'M')).toBe('green');
  expect(gradeBand('letters_plain', 'T')).toBe('red');
  expect(gradeBand('score_300_820', '900')).toBeNull();
});

describe('the entry form', () => {
  const issues = (input: Record<string, unknown>) => {
    const result = securityGradeEntrySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  test('a grade outside its range is "Invalid grade"', () => {
    expect(
      issues({
        service: 'bitsight',
        label: 'Bitsight',
        grade: '900',
        url: 'https://www.bitsight.com/ratings/acme',
      }),
    ).toEqual([['grade', SECURITY_GRADE_MESSAGES.invalidGrade]]);
  });
  test('the url is required where the service has one; a domain without www or http', () => {
    expect(issues({ service: 'ssllabs', label: 'TLS', grade: 'A' })).toEqual([
      ['url', 'This field is required.'],
    ]);
    expect(
      issues({ service: 'ssllabs', label: 'TLS', grade: 'A', url: 'https://www.acme.com' }),
    ).toEqual([['url', SECURITY_GRADE_MESSAGES.domainOnly]]);
    expect(issues({ service: 'ssllabs', label: 'TLS', grade: 'A', url: 'acme.com' })).toEqual([]);
  });
  test("a result page must start with the service's prefix", () => {
    expect(
      issues({ service: 'upguard', label: 'UpGuard', grade: '800', url: 'https://evil.example/x' }),
    ).toEqual([
      ['url', SECURITY_GRADE_MESSAGES.resultPage('https://www.upguard.com/security-report/')],
    ]);
  });
  test('the grade is required where there is no url field; Display Name always', () => {
    expect(issues({ service: 'panorays', label: '' })).toEqual([
      ['label', 'Display Name required'],
      ['grade', 'This field is required.'],
    ]);
  });
  test('the scorecard grade is not taken from the form', () => {
    expect(
      issues({ service: 'securityscorecard', label: 'Score', grade: 'Z', url: 'acme.com' }),
    ).toEqual([]);
  });
});

test('the id list names every service once', async () => {
  const { RATING_SERVICE_IDS } = await import('./securityGrades.js');
  expect([...RATING_SERVICE_IDS].sort()).toEqual(RATING_SERVICES.map((s) => s.id).sort());
});
