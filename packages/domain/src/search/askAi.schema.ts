/**
 * The Ask AI call (visitor-portal.md §7): `POST {portal base}/api/search/answer` with
 * `{query:{term, filters:{product: productId}}}`, answering `{answer, sources}`. An empty answer
 * (and no sources) means there is no answer: the portal shows nothing.
 */
import { z } from 'zod';
import { CARD_KINDS } from '../cards/constants.js';
import { ASK_AI_MAX_QUERY_LENGTH, ASK_AI_MESSAGES } from './askAi.messages.js';

export { ASK_AI_MAX_QUERY_LENGTH, ASK_AI_MESSAGES };

/** Control characters other than tab and line breaks say nothing a question needs. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const askAiRequestSchema = z.object({
  query: z.object({
    term: z
      .string({ error: ASK_AI_MESSAGES.termRequired })
      .max(ASK_AI_MAX_QUERY_LENGTH, ASK_AI_MESSAGES.termTooLong)
      .transform((term) => term.replace(CONTROL_CHARACTERS, ' ').trim())
      .pipe(z.string().min(1, ASK_AI_MESSAGES.termRequired)),
    filters: z.object({
      product: z
        .string({ error: ASK_AI_MESSAGES.productRequired })
        .min(1, ASK_AI_MESSAGES.productRequired)
        .max(100),
    }),
  }),
});
export type AskAiRequest = z.infer<typeof askAiRequestSchema>;

export const ASK_AI_SOURCE_KINDS = ['item', 'update', 'kb_entry', 'document'] as const;
export type AskAiSourceKind = (typeof ASK_AI_SOURCE_KINDS)[number];

export const askAiSourceSchema = z.object({
  kind: z.enum(ASK_AI_SOURCE_KINDS),
  id: z.string(),
  title: z.string(),
  /** Where the portal shows it: the item's drawer, the update, the FAQ, the document. */
  url: z.string(),
  /** The item's uid (items, and a document's item), so the portal can open its drawer. */
  itemUid: z.string().nullable(),
  /** That item's card, whose drawer opens on it. */
  cardKind: z.enum(CARD_KINDS).nullable(),
});
export type AskAiSource = z.infer<typeof askAiSourceSchema>;

export const askAiAnswerSchema = z.object({
  /** Plain text with [n] citations of `sources` (1-based); empty: no answer. */
  answer: z.string(),
  sources: z.array(askAiSourceSchema),
});
export type AskAiAnswer = z.infer<typeof askAiAnswerSchema>;

/** The organisation's Generative AI settings (the private area), as staff change them. */
export const generativeAiSettingsSchema = z.object({
  generativeAiEnabled: z.boolean(),
  trustCenterAiEnabled: z.boolean(),
});
export type GenerativeAiSettings = z.infer<typeof generativeAiSettingsSchema>;

/** What the private area shows: the settings and whether the operator configured a provider. */
export const generativeAiSettingsViewSchema = generativeAiSettingsSchema.extend({
  providerConfigured: z.boolean(),
  /** The plan includes Trust Center AI. */
  planIncludesTrustCenterAi: z.boolean(),
});
export type GenerativeAiSettingsView = z.output<typeof generativeAiSettingsViewSchema>;
