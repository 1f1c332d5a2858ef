import { describe, expect, it } from 'vitest';
import type { SubprocessorView } from '@candor/domain/portal/portalView';
import {
  filledColumns,
  matchesSearch,
  nextSort,
  sortSubprocessors,
} from './subprocessorColumns.js';

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

describe('sortSubprocessors', () => {
  const rows = [
    row({ id: 'a', company: { name: 'stripe', domain: null, logoUrl: null }, location: 'US' }),
    row({ id: 'b', company: { name: 'Amazon', domain: null, logoUrl: null }, location: null }),
    row({ id: 'c', company: { name: 'Ölfirma', domain: null, logoUrl: null }, location: 'DE' }),
    row({ id: 'd', company: { name: 'Zendesk', domain: null, logoUrl: null }, location: 'US' }),
  ];
  const ids = (sorted: SubprocessorView[]) => sorted.map((r) => r.id).join('');

  it('sorts on any column either way, ignoring case and accents, empty cells last', () => {
    expect(ids(sortSubprocessors(rows, { column: 'company', direction: 'ascending' }))).toBe(
      'bcad',
    );
    expect(ids(sortSubprocessors(rows, { column: 'company', direction: 'descending' }))).toBe(
      'dacb',
    );
    expect(ids(sortSubprocessors(rows, { column: 'location', direction: 'descending' }))).toBe(
      'adcb',
    );
  });

  it('is stable: equal values keep the given order, and no sort keeps it all', () => {
    expect(ids(sortSubprocessors(rows, { column: 'location', direction: 'ascending' }))).toBe(
      'cadb',
    );
    expect(ids(sortSubprocessors(rows, null))).toBe('abcd');
  });

  it('a header sorts ascending first, then toggles', () => {
    const first = nextSort(null, 'purpose');
    expect(first).toEqual({ column: 'purpose', direction: 'ascending' });
    expect(nextSort(first, 'purpose').direction).toBe('descending');
    expect(nextSort(nextSort(first, 'purpose'), 'purpose').direction).toBe('ascending');
    expect(nextSort(first, 'location').direction).toBe('ascending');
  });
});
