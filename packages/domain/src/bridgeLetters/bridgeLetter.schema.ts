/** The bridge letter form of staff-content.md §3 "Bridge letter" and §5, with the spec's messages. */
import { z } from 'zod';
import { BRIDGE_LETTER_TYPES } from './bridgeLetter.rules.js';

export const BRIDGE_LETTER_MESSAGES = {
  contentRequired: 'Letter content required',
  signerNameRequired: 'Signer name required',
  signerTitleRequired: 'Signer title required',
  /** Limits the spec leaves open; generous for a letter, closed against abuse. */
  contentMax: 'Letter content cannot exceed 20000 characters',
  signerNameMax: 'Signer name cannot exceed 100 characters',
  signerTitleMax: 'Signer title cannot exceed 100 characters',
  letterTypeInvalid: 'Select SOC 1 or SOC 2',
  /** Not worded by the spec. */
  notOnThisCard: 'Bridge letters belong to report items',
  saved: 'Bridge letter saved',
} as const;

export const BRIDGE_LETTER_LIMITS = { content: 20_000, signerName: 100, signerTitle: 100 } as const;

/**
 * A bridge letter. A disabled letter keeps what staff wrote (switching it off is not deleting
 * it); an enabled one needs its content, signer name and signer title.
 */
export const bridgeLetterSchema = z
  .object({
    letterEnabled: z.boolean().default(false),
    letterContent: z
      .string()
      .max(BRIDGE_LETTER_LIMITS.content, BRIDGE_LETTER_MESSAGES.contentMax)
      .default(''),
    signerName: z
      .string()
      .trim()
      .max(BRIDGE_LETTER_LIMITS.signerName, BRIDGE_LETTER_MESSAGES.signerNameMax)
      .default(''),
    signerTitle: z
      .string()
      .trim()
      .max(BRIDGE_LETTER_LIMITS.signerTitle, BRIDGE_LETTER_MESSAGES.signerTitleMax)
      .default(''),
    letterType: z.enum(BRIDGE_LETTER_TYPES, { error: BRIDGE_LETTER_MESSAGES.letterTypeInvalid }),
  })
  .superRefine((letter, ctx) => {
    if (!letter.letterEnabled) return;
    const required = [
      ['letterContent', BRIDGE_LETTER_MESSAGES.contentRequired],
      ['signerName', BRIDGE_LETTER_MESSAGES.signerNameRequired],
      ['signerTitle', BRIDGE_LETTER_MESSAGES.signerTitleRequired],
    ] as const;
    for (const [field, message] of required) {
      if (letter[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type BridgeLetterInput = z.input<typeof bridgeLetterSchema>;
export type BridgeLetterForm = z.output<typeof bridgeLetterSchema>;
