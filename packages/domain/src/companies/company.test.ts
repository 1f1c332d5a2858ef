import { describe, expect, it } from 'vitest';
import { companyInitials, justUseLabel, offersJustUse } from './company.js';
import { companyInputSchema } from './company.schema.js';

describe('company picker rules', () => {
  it("offers 'Just use' only for a typed name longer than one character", () => {
    expect(offersJustUse('')).toBe(false);
    expect(offersJustUse(' A ')).toBe(false);
    expect(offersJustUse('Ac')).toBe(true);
    expect(justUseLabel('  Acme Labs ')).toBe('Just use "Acme Labs"');
  });

  it('names a company without a mark by up to two letters', () => {
    expect(companyInitials('Acme Labs Inc')).toBe('AL');
    expect(companyInitials('stripe')).toBe('ST');
    expect(companyInitials('Élan')).toBe('ÉL');
  });

  it("requires a company: 'This field is required'", () => {
    const missing = companyInputSchema.safeParse(undefined);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('This field is required');
    const blank = companyInputSchema.safeParse({ source: 'custom', name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('This field is required');
    const long = companyInputSchema.safeParse({ source: 'custom', name: 'x'.repeat(101) });
    expect(long.error?.issues[0]?.message).toBe('Company name must be at most 100 characters');
  });
});
