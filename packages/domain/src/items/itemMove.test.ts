import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from '../cards/constants.js';
import { canMoveTo, moveDestinations, moveItemSchema, moveItemSchemaFrom } from './itemMove.js';

const NEVER = [
  'Overview',
  'Documents',
  'Certifications',
  'TrustedBy',
  'Subprocessors',
  'CustomerData',
  'RiskProfile',
] as const;

describe('moveDestinations', () => {
  it('offers neither the excluded cards nor the current card', () => {
    const destinations = moveDestinations('DataSecurity');
    for (const kind of [...NEVER, 'DataSecurity'] as const)
      expect(destinations).not.toContain(kind);
  });

  it('offers every other card, in card order', () => {
    const destinations = moveDestinations('DataSecurity');
    expect(destinations).toEqual(
      CARD_KINDS.filter((k) => !(NEVER as readonly string[]).includes(k) && k !== 'DataSecurity'),
    );
    expect(destinations).toContain('SecurityGrades');
    expect(destinations).toContain('Legal');
    expect(destinations).toHaveLength(CARD_KINDS.length - NEVER.length - 1);
  });

  it('restricts to the cards the product has when given', () => {
    expect(moveDestinations('Legal', ['Legal', 'Policies', 'Documents', 'Ai'])).toEqual([
      'Policies',
      'Ai',
    ]);
  });
});

describe('canMoveTo', () => {
  it.each(NEVER)('refuses %s as a destination', (to) => {
    expect(canMoveTo('Legal', to)).toBe(false);
  });

  it('refuses the current card and allows another', () => {
    expect(canMoveTo('Legal', 'Legal')).toBe(false);
    expect(canMoveTo('Legal', 'Policies')).toBe(true);
    // Items may leave an excluded card for an allowed one.
    expect(canMoveTo('Documents', 'Policies')).toBe(true);
  });
});

describe('moveItemSchema', () => {
  it("requires a destination card: 'A destination card is required'", () => {
    for (const body of [{}, { destinationCardId: '' }, { destinationCardId: 'Nope' }]) {
      expect(moveItemSchema.safeParse(body).error?.issues[0]?.message).toBe(
        'A destination card is required',
      );
    }
  });

  it('refuses a destination that is not offered', () => {
    const schema = moveItemSchemaFrom('Legal');
    expect(schema.safeParse({ destinationCardId: 'Policies' }).success).toBe(true);
    for (const destinationCardId of ['Legal', 'Overview']) {
      const issue = schema.safeParse({ destinationCardId }).error?.issues[0];
      expect(issue?.message).toBe('Items cannot be moved to this card');
      expect(issue?.path).toEqual(['destinationCardId']);
    }
  });
});
