import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER } from '../cards/constants.js';
import { ORDERING_MESSAGES } from './ordering.messages.js';
import { cardOrderSchema, itemOrderSchema, sectionOrderSchema } from './ordering.schema.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('sectionOrderSchema', () => {
  it('accepts a complete order', () => {
    expect(sectionOrderSchema.safeParse({ sections: DEFAULT_SECTION_ORDER }).success).toBe(true);
  });

  it('names an unknown section, a wrong type and an incomplete list', () => {
    expect(
      messagesOf(sectionOrderSchema.safeParse({ sections: [...DEFAULT_SECTION_ORDER, 'nope'] })),
    ).toContain(ORDERING_MESSAGES.unknownSection);
    expect(messagesOf(sectionOrderSchema.safeParse({ sections: 'help' }))).toEqual([
      ORDERING_MESSAGES.sectionsIncomplete,
    ]);
    expect(messagesOf(sectionOrderSchema.safeParse({ sections: ['help'] }))).toEqual([
      ORDERING_MESSAGES.sectionsIncomplete,
    ]);
  });

  it('refuses an over-long list before looking at it', () => {
    const sections = Array.from({ length: 5000 }, () => 'help');
    expect(messagesOf(sectionOrderSchema.safeParse({ sections }))).toContain(
      ORDERING_MESSAGES.sectionsIncomplete,
    );
  });
});

describe('cardOrderSchema', () => {
  it('accepts distinct kinds and refuses unknown or repeated ones', () => {
    expect(cardOrderSchema.safeParse({ cards: ['Legal', 'Ai'] }).success).toBe(true);
    expect(messagesOf(cardOrderSchema.safeParse({ cards: ['Legal', 'Ghost'] }))).toEqual([
      ORDERING_MESSAGES.unknownCard,
    ]);
    expect(messagesOf(cardOrderSchema.safeParse({ cards: ['Legal', 'Legal'] }))).toEqual([
      ORDERING_MESSAGES.cardsIncomplete,
    ]);
  });
});

describe('itemOrderSchema', () => {
  it('accepts distinct uids and featured uids among them', () => {
    expect(itemOrderSchema.safeParse({ items: ['a', 'b'], featured: ['b'] }).success).toBe(true);
  });

  it('refuses repeated or malformed uids and featured uids not listed', () => {
    expect(messagesOf(itemOrderSchema.safeParse({ items: ['a', 'a'] }))).toEqual([
      ORDERING_MESSAGES.itemsIncomplete,
    ]);
    expect(messagesOf(itemOrderSchema.safeParse({ items: ['a b'] }))).toEqual([
      ORDERING_MESSAGES.itemUid,
    ]);
    expect(messagesOf(itemOrderSchema.safeParse({ items: [42] }))).toEqual([
      ORDERING_MESSAGES.itemUid,
    ]);
    expect(messagesOf(itemOrderSchema.safeParse({ items: ['a'], featured: ['c'] }))).toEqual([
      ORDERING_MESSAGES.featuredNotListed,
    ]);
  });
});
