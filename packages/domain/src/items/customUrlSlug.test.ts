import { describe, expect, it } from 'vitest';
import {
  canSubmitCustomUrlSlug,
  customUrlSchema,
  customUrlSlugSchema,
  defaultSlug,
  slugConflictMessage,
  slugInUseMessage,
} from './customUrlSlug.js';

const firstMessage = (value: unknown) =>
  customUrlSlugSchema.safeParse(value).error?.issues[0]?.message;

describe('customUrlSlugSchema', () => {
  it.each([['soc-2'], ['a'], ['2026-pen-test'], ['a'.repeat(99)]])('accepts %s', (slug) => {
    expect(customUrlSlugSchema.parse(slug)).toBe(slug);
  });

  it.each([['SOC-2'], ['soc 2'], ['soc_2'], ['café'], ['soc/2'], ['']])(
    'refuses %j as invalid characters',
    (slug) => {
      expect(firstMessage(slug)).toBe(
        'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
      );
    },
  );

  it('refuses 100 characters: the slug must be under 100', () => {
    expect(firstMessage('a'.repeat(100))).toBe('URL slug must be less than 100 characters');
  });

  it('is used by the create-custom-url request', () => {
    expect(customUrlSchema.safeParse({ itemUid: 'i1', slug: 'Bad Slug' }).success).toBe(false);
    expect(customUrlSchema.parse({ itemUid: 'i1', slug: 'good-slug' })).toEqual({
      itemUid: 'i1',
      slug: 'good-slug',
    });
  });
});

describe('defaultSlug', () => {
  it.each([
    ['SOC 2 Type II', 'soc-2-type-ii'],
    ['  Penetration Test (2026)!  ', 'penetration-test-2026'],
    ['Data -- Privacy & GDPR', 'data-privacy-gdpr'],
    ['Café Résumé', 'cafe-resume'],
    ['ISO/IEC 27001:2022', 'iso-iec-27001-2022'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(defaultSlug(title)).toBe(slug);
  });

  it('stays under 100 characters and never ends with a hyphen', () => {
    const slug = defaultSlug(`${'a'.repeat(98)} bcd`);
    expect(slug).toBe('a'.repeat(98));
    expect(defaultSlug('word '.repeat(40)).length).toBeLessThan(100);
    expect(customUrlSlugSchema.safeParse(defaultSlug('word '.repeat(40))).success).toBe(true);
  });
});

describe('slug conflicts', () => {
  const items = [
    { uid: 'i1', title: 'SOC 2 Report', customUrlSlug: 'soc-2' },
    { uid: 'i2', title: 'ISO 27001', customUrlSlug: null },
  ];

  it('names the item already using the slug', () => {
    expect(slugInUseMessage('SOC 2 Report')).toBe(
      'This URL slug is already in use by item: SOC 2 Report',
    );
    expect(slugConflictMessage('soc-2', 'i2', items)).toBe(
      'This URL slug is already in use by item: SOC 2 Report',
    );
  });

  it('does not conflict with the item itself or unused slugs', () => {
    expect(slugConflictMessage('soc-2', 'i1', items)).toBeNull();
    expect(slugConflictMessage('iso', 'i2', items)).toBeNull();
  });
});

describe('canSubmitCustomUrlSlug (disabled if empty, in error or unchanged)', () => {
  it.each([
    ['empty', '', null, null, false],
    ['invalid', 'Bad', null, null, false],
    ['unchanged', 'soc-2', 'soc-2', null, false],
    ['in conflict', 'soc-2', null, 'This URL slug is already in use by item: X', false],
    ['new and valid', 'soc-2', null, null, true],
    ['changed and valid', 'soc-2-report', 'soc-2', null, true],
  ] as const)('%s -> %s', (_label, slug, saved, conflict, expected) => {
    expect(canSubmitCustomUrlSlug(slug, saved, conflict)).toBe(expected);
  });
});
