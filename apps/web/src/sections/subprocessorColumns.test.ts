import { describe, expect, it } from 'vitest';
import type { SubprocessorView } from '@candor/domain/portal/portalView';
import { filledColumns, matchesSearch } from './subprocessorColumns.js';

function row(overrides: Partial<SubprocessorView>): SubprocessorView {
  return {
    id: 'sp',
    company: { name: 'Stripe', domain: 'stripe.com', logoUrl: null },
    purpose: null,
    location: null,
    additionalDetails: null,
    ...overrides,
  };
}

describe('filledColumns', () => {
  it('keeps only the optional columns some row fills', () => {
    expect(filledColumns([row({ purpose: 'Payments' }), row({ location: '  ' })])).toEqual([
      'purpose',
    ]);
    expect(filledColumns([row({ additionalDetails: 'DPA signed' })])).toEqual([
      'additionalDetails',
    ]);
  });
});

describe('matchesSearch', () => {
  it('matches any shown field, ignoring case', () => {
    const stripe = row({ purpose: 'Payment processing', location: 'United States' });
    expect(matchesSearch(stripe, 'STRIPE')).toBe(true);
    expect(matchesSearch(stripe, 'payment')).toBe(true);
    expect(matchesSearch(stripe, 'united')).toBe(true);
    expect(matchesSearch(stripe, 'germany')).toBe(false);
    expect(matchesSearch(stripe, '   ')).toBe(true);
  });
});
