/** Bodies of the three order calls of staff-content.md §7, validated once for web and server. */
import { z } from 'zod';
import { CARD_KINDS, SECTION_IDS } from '../cards/constants.js';
import { PORTAL_IDENTIFIER_PATTERN } from '../portal/portalQuery.js';
import { ORDERING_MESSAGES } from './ordering.messages.js';
import { isDistinct, sectionOrderProblem } from './ordering.rules.js';

/** More rows than any card could hold is hostile input, refused before any work. */
export const MAX_ORDERED_ITEMS = 1000;

/** PATCH /api/trust-center/products/{productId}: the section ids in order. */
export const sectionOrderSchema = z.object({
  sections: z
    .array(z.enum(SECTION_IDS, { error: ORDERING_MESSAGES.unknownSection }), {
      error: ORDERING_MESSAGES.sectionsIncomplete,
    })
    .max(SECTION_IDS.length, ORDERING_MESSAGES.sectionsIncomplete)
    .check((ctx) => {
      const problem = sectionOrderProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    }),
});
export type SectionOrderInput = z.output<typeof sectionOrderSchema>;

/** PATCH .../cards: the kinds of the Cards section's cards in order. */
export const cardOrderSchema = z.object({
  cards: z
    .array(z.enum(CARD_KINDS, { error: ORDERING_MESSAGES.unknownCard }), {
      error: ORDERING_MESSAGES.cardsIncomplete,
    })
    .max(CARD_KINDS.length, ORDERING_MESSAGES.cardsIncomplete)
    .refine(isDistinct, { error: ORDERING_MESSAGES.cardsIncomplete }),
});
export type CardOrderInput = z.output<typeof cardOrderSchema>;

const itemUidSchema = z
  .string({ error: ORDERING_MESSAGES.itemUid })
  .regex(PORTAL_IDENTIFIER_PATTERN, ORDERING_MESSAGES.itemUid);

const uidListSchema = (message: string) =>
  z
    .array(itemUidSchema, { error: message })
    .max(MAX_ORDERED_ITEMS, message)
    .refine(isDistinct, { error: message });

/**
 * PATCH .../cards/{kind}/items: the item uids in order. For the Documents card `featured` lists
 * the uids of the 'Featured documents' column; every other listed document is not featured.
 */
export const itemOrderSchema = z
  .object({
    items: uidListSchema(ORDERING_MESSAGES.itemsIncomplete),
    featured: uidListSchema(ORDERING_MESSAGES.featuredNotListed).optional(),
  })
  .check((ctx) => {
    const { items, featured } = ctx.value;
    if (featured?.some((uid) => !items.includes(uid))) {
      ctx.issues.push({
        code: 'custom',
        message: ORDERING_MESSAGES.featuredNotListed,
        input: featured,
        path: ['featured'],
      });
    }
  });
export type ItemOrderInput = z.output<typeof itemOrderSchema>;
