import { describe, expect, it } from 'vitest';
import {
  cardFormSchemaFor,
  customItemSchema,
  expirySchema,
  itemFormSchema,
  linkSchema,
} from './item.schema.js';

const issues = (result: {
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}): Record<string, string> =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('expirySchema', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2028-02-29', '2028-02-29'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('accepts %j', (value, expected) => {
    expect(expirySchema.parse(value)).toBe(expected);
  });

  it.each([['2026-02-30'], ['2027-02-29'], ['2026-13-01'], ['22/11/2026'], ['tomorrow']])(
    "refuses %s with 'Invalid expiration date'",
    (value) => {
      expect(expirySchema.safeParse(value).error?.issues[0]?.message).toBe(
        'Invalid expiration date',
      );
    },
  );
});

describe('linkSchema', () => {
  it.each([
    ['https://acme.com/security', 'https://acme.com/security'],
    ['http://status.acme.io', 'http://status.acme.io'],
    ['acme.com/trust?x=1', 'https://acme.com/trust?x=1'],
    ['  https://acme.co.uk  ', 'https://acme.co.uk'],
    ['', null],
    [null, null],
  ])('accepts %j as %j', (value, expected) => {
    expect(linkSchema.parse(value)).toBe(expected);
  });

  it.each([
    ['not a url'],
    ['javascript:alert(1)'],
    ['ftp://acme.com/file'],
    ['https://localhost/x'],
    ['https://acme'],
    ['https://user:pw@acme.com'],
    ['https://10.0.0.1/'],
  ])("refuses %s with 'Please enter a valid URL.'", (value) => {
    expect(linkSchema.safeParse(value).error?.issues[0]?.message).toBe('Please enter a valid URL.');
  });
});

describe('itemFormSchema', () => {
  const base = { kind: 'DataSecurity', title: 'Encryption at rest' } as const;

  it('fills defaults and normalises empty fields to null', () => {
    expect(itemFormSchema.parse({ ...base, href: '', expiry: '', subtitle: ' ' })).toEqual({
      ...base,
      subtitle: null,
      explanation: null,
      href: null,
      expiry: null,
      type: null,
      auditor: null,
      enabledState: 'Enabled',
      publicAccess: false,
      hidden: false,
      fileIds: [],
    });
  });

  it('does not require a type or file outside the documents card', () => {
    expect(itemFormSchema.safeParse(base).success).toBe(true);
  });

  it('requires an item type and a file for documents items, with the spec messages', () => {
    const result = itemFormSchema.safeParse({ kind: 'Documents', title: 'Pen test report' });
    expect(issues(result)).toEqual({
      type: 'Select an item type to save this item.',
      fileIds: 'Please upload a file to save this item.',
    });
  });

  it('accepts a documents item with a type and a file', () => {
    const result = itemFormSchema.safeParse({
      kind: 'Documents',
      title: 'Pen test report',
      type: 'Penetration Test',
      fileIds: ['f1'],
    });
    expect(result.success).toBe(true);
  });

  it('reports title, link and expiry messages at their fields', () => {
    const result = itemFormSchema.safeParse({
      ...base,
      title: 'x',
      href: 'nope',
      expiry: '2026-02-31',
    });
    expect(issues(result)).toEqual({
      title: 'Title must be between 2 and 100 characters',
      href: 'Please enter a valid URL.',
      expiry: 'Invalid expiration date',
    });
  });

  it('refuses unknown kinds, states and recurrences', () => {
    expect(itemFormSchema.safeParse({ ...base, kind: 'Nope' }).success).toBe(false);
    expect(itemFormSchema.safeParse({ ...base, enabledState: 'Maybe' }).success).toBe(false);
    expect(itemFormSchema.safeParse({ ...base, recurrence: 'hourly' }).success).toBe(false);
  });
});

describe('cardFormSchemaFor (the expanded card form)', () => {
  const item = { uid: 'u1', title: 'Encryption at rest' };

  it('takes the card title and each item, normalising empty fields', () => {
    const form = cardFormSchemaFor('DataSecurity').parse({
      title: ' Data protection ',
      items: [{ ...item, explanation: '', href: 'acme.com/x', riskProfile: undefined }],
    });
    expect(form.title).toBe('Data protection');
    expect(form.items[0]).toMatchObject({
      uid: 'u1',
      explanation: null,
      href: 'https://acme.com/x',
    });
  });

  it('reports the spec messages at the item field paths', () => {
    const result = cardFormSchemaFor('Documents').safeParse({
      items: [{ ...item, expiry: '2026-02-31', href: 'nope', type: '' }],
    });
    expect(issues(result)).toEqual({
      'items.0.expiry': 'Invalid expiration date',
      'items.0.href': 'Please enter a valid URL.',
      'items.0.type': 'Select an item type to save this item.',
    });
  });

  it('refuses over-long text and wrong types', () => {
    const result = cardFormSchemaFor('Legal').safeParse({
      items: [{ ...item, explanation: 'x'.repeat(10_001), publicAccess: 'yes' }],
    });
    expect(issues(result)).toMatchObject({
      'items.0.explanation': 'Explanation cannot exceed 10000 characters',
    });
    expect(issues(result)['items.0.publicAccess']).toBeDefined();
  });
});

describe('customItemSchema', () => {
  it('needs a title of 2 to 100 characters and defaults the rest', () => {
    expect(customItemSchema.parse({ title: 'Bug bounty' })).toMatchObject({
      title: 'Bug bounty',
      enabledState: 'Enabled',
      publicAccess: false,
      allowDuplicate: false,
    });
    expect(issues(customItemSchema.safeParse({ title: 'x' }))).toEqual({
      title: 'Title must be between 2 and 100 characters',
    });
  });
});
