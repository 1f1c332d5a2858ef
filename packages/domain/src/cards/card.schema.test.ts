import { describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  cardUpdateSchema,
  displayTextSchema,
  placeholderSchema,
  titleSchema,
} from './card.schema.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('titleSchema (item or card title, 2 to 100 characters)', () => {
  it.each([
    ['two characters', 'ab'],
    ['100 characters', 'a'.repeat(100)],
    ['a usual title', 'SOC 2 Type II'],
  ])('accepts %s', (_label, title) => {
    expect(titleSchema.parse(title)).toBe(title);
  });

  it.each([
    ['one character', 'a'],
    ['101 characters', 'a'.repeat(101)],
    ['empty', ''],
    ['only spaces around one character', '  a  '],
  ])('refuses %s with the length message', (_label, title) => {
    expect(messages(titleSchema.safeParse(title))).toEqual([
      'Title must be between 2 and 100 characters',
    ]);
  });

  it('refuses a missing title with the same message', () => {
    expect(messages(titleSchema.safeParse(undefined))).toEqual([CONTENT_MESSAGES.titleLength]);
  });

  it('trims surrounding spaces', () => {
    expect(titleSchema.parse('  Pen test  ')).toBe('Pen test');
  });
});

describe('displayTextSchema', () => {
  it.each([[''], ['   '], [null], [undefined]])('treats %j as the default (null)', (value) => {
    expect(displayTextSchema.parse(value)).toBeNull();
  });

  it('accepts 4 and 100 characters', () => {
    expect(displayTextSchema.parse('abcd')).toBe('abcd');
    expect(displayTextSchema.parse('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('refuses 1 to 3 characters with the spec helper text', () => {
    expect(messages(displayTextSchema.safeParse('abc'))).toEqual([
      'Must be at least 4 characters, or leave empty for default.',
    ]);
  });

  it('refuses more than 100 characters', () => {
    expect(messages(displayTextSchema.safeParse('a'.repeat(101)))).toEqual([
      'Display text cannot exceed 100 characters',
    ]);
  });
});

describe('placeholderSchema', () => {
  it('accepts empty and 1000 characters, keeping the text as typed', () => {
    expect(placeholderSchema.parse('')).toBe('');
    expect(placeholderSchema.parse('x'.repeat(1000))).toHaveLength(1000);
  });

  it('refuses 1001 characters with the spec message', () => {
    expect(messages(placeholderSchema.safeParse('x'.repeat(1001)))).toEqual([
      'Placeholder text cannot exceed 1000 characters',
    ]);
  });
});

describe('cardUpdateSchema', () => {
  it('leaves absent fields out (a patch)', () => {
    expect(cardUpdateSchema.parse({ hidden: true })).toEqual({ hidden: true });
  });

  it('reports each invalid field at its path', () => {
    const result = cardUpdateSchema.safeParse({ title: 'x', displayText: 'ab', placeholder: 5 });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['title', 'displayText', 'placeholder']);
  });

  it('keeps an absent display text absent and an emptied one as null (back to the default)', () => {
    expect(cardUpdateSchema.parse({ placeholder: '' })).toEqual({ placeholder: '' });
    expect(cardUpdateSchema.parse({ displayText: '' })).toEqual({ displayText: null });
  });

  it("refuses an empty patch with 'Nothing to update'", () => {
    expect(messages(cardUpdateSchema.safeParse({}))).toEqual(['Nothing to update']);
    expect(messages(cardUpdateSchema.safeParse({ colour: 'red' }))).toEqual(['Nothing to update']);
  });
});
