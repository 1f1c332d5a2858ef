import { describe, expect, it } from 'vitest';
import { MATURITIES, maturityLabel } from './constants.js';

describe('maturityLabel', () => {
  it('gives every stored maturity a capitalised label', () => {
    expect(MATURITIES.map(maturityLabel)).toEqual([
      'Initial',
      'Developing',
      'Defined',
      'Managed',
      'Optimized',
    ]);
  });

  it('shows an unknown stored value as it is', () => {
    expect(maturityLabel('level 3')).toBe('level 3');
  });
});
