/**
 * What the portal's presenters are given: one product's content as services/portal/
 * loadPortalContent.ts reads it (rows in, views out; the presenters query nothing).
 */
import type {
  DocumentAccessType,
  FeatureFlags,
  IntegrationSlot,
  IntegrationState,
} from '@candor/domain';
import type {
  CardRow,
  CustomizationRow,
  ItemRow,
  KbEntryRow,
  OrgRow,
  ProductLinkRow,
  ProductRow,
  SubprocessorRow,
  TopicRow,
  UpdateRow,
} from '../../db/rows.js';

export interface ProductIntegration {
  id: string;
  productId: string;
  slot: IntegrationSlot;
  state: IntegrationState;
  config: { link?: string; handle?: string; base?: string; showInCard?: boolean };
  payload: Record<string, unknown> | null;
  fetchedAt: Date | null;
  stale: boolean;
  error: string | null;
}

export interface ItemFileRow {
  itemId: string;
  position: number;
  fileId: string;
  originalName: string;
  contentType: string;
  size: number;
  /** Of the stored original (the public read API and the signed posture show it). */
  sha256: string;
  createdAt: Date;
  documentAccessType: DocumentAccessType | null;
  /** How the bytes are sealed at rest (null: stored as they are). */
  encryptedType: string | null;
}

export interface PortalContent {
  org: OrgRow;
  customization: CustomizationRow;
  /** The effective features: plan, then flags. */
  flags: FeatureFlags;
  products: ProductRow[];
  product: ProductRow;
  productLinks: ProductLinkRow[];
  cards: CardRow[];
  items: ItemRow[];
  itemFiles: ItemFileRow[];
  subprocessors: SubprocessorRow[];
  /** The entries of this product (linked to it, or to no product). */
  kbEntries: KbEntryRow[];
  topics: TopicRow[];
  /** The updates of this product (global, or linked to it). */
  updates: (UpdateRow & { productIds: string[] })[];
  /** The product's bug-bounty and status-page connections with their last data. */
  integrations: ProductIntegration[];
}
