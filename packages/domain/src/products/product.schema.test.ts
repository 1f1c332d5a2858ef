import { describe, expect, it } from 'vitest';
import {
  PRODUCT_MESSAGES,
  productCreateSchema,
  productLinkCreateSchema,
  productOrderSchema,
  productPatchSchema,
} from './product.schema.js';

const messages = (
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('productCreateSchema', () => {
  it('makes the slug from the name when none is given', () => {
    expect(productCreateSchema.parse({ name: '  Mobile Ápp 2 ' })).toEqual({
      name: 'Mobile Ápp 2',
      slug: 'mobile-app-2',
    });
    expect(productCreateSchema.parse({ name: 'API', slug: 'api-v2' }).slug).toBe('api-v2');
  });

  it('refuses names and slugs staff must fix, with their messages', () => {
    expect(messages(productCreateSchema, { name: '' })).toEqual(['Product name is required']);
    expect(messages(productCreateSchema, { name: 'x'.repeat(61) })).toEqual([
      'Product name must be at most 60 characters',
    ]);
    expect(messages(productCreateSchema, { name: 'A', slug: 'Has Space' })).toEqual([
      'Product slug may only hold lowercase letters, numbers and single hyphens',
    ]);
    expect(messages(productCreateSchema, { name: 'A', slug: 'a'.repeat(61) })).toEqual([
      'Product slug must be at most 60 characters',
    ]);
    expect(messages(productCreateSchema, { name: '***' })).toEqual([
      'Enter a slug: the name has no letters or numbers to make one from',
    ]);
    expect(messages(productCreateSchema, { name: 'A', orgId: 'x' })).toHaveLength(1);
    expect(messages(productCreateSchema, { name: 42 })).toEqual(['Product name is required']);
  });
});

describe('productPatchSchema', () => {
  it('takes any subset, but something', () => {
    expect(productPatchSchema.parse({ show: false })).toEqual({ show: false });
    expect(messages(productPatchSchema, {})).toEqual(['Nothing to change']);
  });

  it('makes a product the default, never un-defaults one', () => {
    expect(productPatchSchema.parse({ isDefault: true })).toEqual({ isDefault: true });
    expect(messages(productPatchSchema, { isDefault: false })).toEqual([
      PRODUCT_MESSAGES.defaultNotUnset,
    ]);
  });
});

describe('productOrderSchema', () => {
  it('refuses repeated ids', () => {
    expect(messages(productOrderSchema, { ids: ['a', 'a'] })).toEqual([
      'The order must list every product exactly once',
    ]);
    expect(messages(productOrderSchema, { ids: 'a' })).toHaveLength(1);
  });
});

describe('productLinkCreateSchema', () => {
  it('keeps http(s) addresses, adding https:// to a bare host', () => {
    expect(productLinkCreateSchema.parse({ name: 'Status', link: 'status.acme.example' })).toEqual({
      name: 'Status',
      link: 'https://status.acme.example',
    });
  });

  it('refuses anything that is not a web address', () => {
    for (const link of ['javascript:alert(1)', 'ftp://acme.example/x', 'not a url', '']) {
      expect(messages(productLinkCreateSchema, { name: 'X', link })).toEqual([
        'Please enter a valid URL.',
      ]);
    }
  });
});
