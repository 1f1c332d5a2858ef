/**
 * The portal's paged lists (knowledge base, trust updates, documents): their query, their
 * answer and their page sizes. The server validates both sides with these schemas and the web
 * app's API client takes its types from them, so the two cannot drift apart.
 */
import { z } from 'zod';
import { CARD_KINDS, ENABLED_STATES, UPDATE_CATEGORIES } from '../cards/constants.js';
import { UPDATE_AUDIENCES } from '../updates/updates.constants.js';
import { DOCUMENTS_TABS } from './portalLists.js';
export * from './portalLists.js';
import { BRIDGE_LETTER_TYPES } from '../bridgeLetters/bridgeLetter.rules.js';
import { INTEGRATION_STATES } from '../integrations/integration.constants.js';
import {
  INTEGRATION_SLOTS,
  STATUS_INDICATORS,
  type IntegrationEditView,
  type IntegrationView,
} from '../integrations/integration.rules.js';
import type { SecurityGradeView } from '../integrations/securityGrades.js';
import type {
  BridgeLetterEditView,
  DocumentView,
  ItemDocumentView,
  ItemView,
  KbEntryView,
  TopicView,
  UpdateView,
} from './portalView.js';

const PAGE_MESSAGE = 'page must be a whole number from 1';
const pageNumber = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, { error: PAGE_MESSAGE })
  .transform(Number)
  .optional()
  .transform((page) => page ?? 1);

/**
 * Other parameters (the viewer's `accountId`, `permissionProfileId`) pass through untouched: the
 * viewer is read from them. `product` is the portal's own (checked where the tenant is found).
 */
export const portalListQuerySchema = z.looseObject({
  product: z.string().optional(),
  page: pageNumber,
});
export type PortalListQuery = z.input<typeof portalListQuerySchema>;

export const updatesQuerySchema = portalListQuerySchema.extend({
  /** Answer with the page holding this topic (the `?tcuUid=` link) instead of `page`. */
  topic: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'topic must be a topic id' })
    .optional(),
});
export type UpdatesQuery = z.input<typeof updatesQuerySchema>;

export const documentsQuerySchema = portalListQuerySchema.extend({
  tab: z
    .enum(DOCUMENTS_TABS, { error: 'tab must be one of all, public, private' })
    .optional()
    .transform((tab) => tab ?? 'all'),
});
export type DocumentsQuery = z.input<typeof documentsQuerySchema>;

export const kbEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  answerHtml: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<KbEntryView>;

export const updateSchema = z.object({
  id: z.string(),
  message: z.string(),
  html: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  audience: z.enum(UPDATE_AUDIENCES),
  productIds: z.array(z.string()).nullable(),
  channels: z.object({ statusPage: z.boolean(), email: z.boolean() }),
}) satisfies z.ZodType<UpdateView>;

export const topicSchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(UPDATE_CATEGORIES),
  isPinned: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updates: z.array(updateSchema),
}) satisfies z.ZodType<TopicView>;

export const documentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0).nullable(),
  createdAt: z.string(),
  itemUid: z.string(),
  itemTitle: z.string(),
  itemType: z.string().nullable(),
  cardKind: z.enum(CARD_KINDS),
  publicAccess: z.boolean(),
  featured: z.boolean(),
  viewUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  generated: z.boolean().optional(),
  encrypted: z.boolean().optional(),
}) satisfies z.ZodType<DocumentView>;

function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** The page answered (1-based); past the end it is still the page asked for, and empty. */
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Entries of the whole list this viewer may see. */
    total: z.number().int().min(0),
  });
}

export const kbPageSchema = listPageSchema(kbEntrySchema);
export const topicsPageSchema = listPageSchema(topicSchema);
export const documentsPageSchema = listPageSchema(documentSchema);

export type KbPage = z.output<typeof kbPageSchema>;
export type TopicsPage = z.output<typeof topicsPageSchema>;
export type DocumentsPage = z.output<typeof documentsPageSchema>;

const itemDocumentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0).nullable(),
  createdAt: z.string(),
  viewUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  generated: z.boolean().optional(),
  encrypted: z.boolean().optional(),
}) satisfies z.ZodType<ItemDocumentView>;

const bridgeLetterEditSchema = z.object({
  letter: z
    .object({
      letterEnabled: z.boolean(),
      letterContent: z.string(),
      signerName: z.string(),
      signerTitle: z.string(),
      letterType: z.enum(BRIDGE_LETTER_TYPES),
    })
    .nullable(),
  locked: z.boolean(),
  fileNames: z.object({ 'SOC 1': z.string(), 'SOC 2': z.string() }),
}) satisfies z.ZodType<BridgeLetterEditView>;

const freshness = {
  link: z.string(),
  fetchedAt: z.string().nullable(),
  stale: z.boolean(),
};
const figure = z.number().nullable();

const integrationViewSchema = z.discriminatedUnion('slot', [
  z.object({
    slot: z.literal('bug_bounty'),
    data: z
      .object({
        programStatistics: z.object({
          reportsResolved: figure,
          lastReportedResolved: z.string().nullable(),
        }),
        responseEfficiency: z.object({
          averageTimeToFirstResponse: figure,
          averageTimeToTriage: figure,
          averageBounty: figure,
        }),
      })
      .nullable(),
    ...freshness,
  }),
  z.object({
    slot: z.literal('status_page'),
    data: z.object({ description: z.string(), indicator: z.enum(STATUS_INDICATORS) }).nullable(),
    tone: z.enum(['success', 'warning', 'error', 'blue']).nullable(),
    showInCard: z.boolean(),
    ...freshness,
  }),
]) satisfies z.ZodType<IntegrationView>;

const integrationEditSchema = z.object({
  slot: z.enum(INTEGRATION_SLOTS),
  state: z.enum(INTEGRATION_STATES),
  link: z.string().nullable(),
  showInCard: z.boolean(),
  locked: z.boolean(),
  error: z.string().nullable(),
}) satisfies z.ZodType<IntegrationEditView>;

const securityGradeSchema = z.object({
  service: z.string(),
  serviceName: z.string(),
  grade: z.string().nullable(),
  band: z.enum(['green', 'yellow', 'red']).nullable(),
  link: z.string().nullable(),
  url: z.string().optional(),
  fetched: z.boolean().optional(),
}) satisfies z.ZodType<SecurityGradeView>;

export const itemSchema = z.object({
  uid: z.string(),
  kind: z.enum(CARD_KINDS),
  title: z.string(),
  subtitle: z.string().nullable(),
  explanation: z.string().nullable(),
  href: z.string().nullable(),
  enabledState: z.enum(ENABLED_STATES),
  publicAccess: z.boolean(),
  hidden: z.boolean(),
  restricted: z.boolean(),
  isCustom: z.boolean(),
  featured: z.boolean(),
  customUrlSlug: z.string().nullable(),
  shareUrl: z.string().nullable(),
  auditor: z.string().nullable(),
  expiry: z.string().nullable(),
  maturity: z.string().nullable(),
  recurrence: z.string().nullable(),
  type: z.string().nullable(),
  logoUrl: z.string().nullable(),
  logoDataUrl: z.string().optional(),
  tags: z.array(z.string()),
  documents: z.array(itemDocumentSchema),
  lastModified: z.string(),
  riskProfile: z.record(z.string(), z.string()).nullable(),
  abilities: z.object({
    edit: z.boolean(),
    rename: z.boolean(),
    move: z.boolean(),
    customUrl: z.boolean(),
    delete: z.boolean(),
    hide: z.boolean(),
    linkDocuments: z.boolean(),
  }),
  bridgeLetter: bridgeLetterEditSchema.nullish(),
  integration: integrationViewSchema.nullish(),
  integrationEdit: integrationEditSchema.optional(),
  securityGrade: securityGradeSchema.nullish(),
}) satisfies z.ZodType<ItemView>;

/** A card's items are not paged: the portal's own parameters only. */
export const cardItemsQuerySchema = z.looseObject({ product: z.string().optional() });

export const cardItemsParamsSchema = z.looseObject({
  kind: z.enum(CARD_KINDS, { error: 'Unknown card kind' }),
});

/** Every item of one card as the viewer sees it: what the expanded card (the drawer) lists. */
export const cardItemsSchema = z.object({
  kind: z.enum(CARD_KINDS),
  items: z.array(itemSchema),
});
export type CardItems = z.output<typeof cardItemsSchema>;
