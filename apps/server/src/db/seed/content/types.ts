/** Shapes of the demo content: plain data the seeder turns into rows. */
import type {
  CardKind,
  DocumentAccessType,
  EnabledState,
  Maturity,
  Recurrence,
  UpdateCategory,
} from '@candor/domain';

/** A document attached to an item: rendered as a small PDF at seeding time. */
export interface SeedDocument {
  /** Key shared by items of both products that link the same file. */
  key: string;
  fileName: string;
  title: string;
  /** Classification printed on every page; 'Public' documents are public in the library. */
  classification: 'Public' | 'Confidential';
  /** The file's own access type; absent, the organisation's applies. */
  documentAccessType?: DocumentAccessType;
  /** A line under the title on the cover (documents long enough to have one). */
  subtitle?: string;
  /** Printed on the cover, e.g. 'Version 4.2'. */
  version?: string;
  sections: SeedDocumentSection[];
}

export interface SeedDocumentSection {
  heading: string;
  body: string;
  bullets?: string[];
  table?: { columns: string[]; rows: string[][] };
  /** A second paragraph after the bullets or the table. */
  after?: string;
}

export interface SeedItem {
  title: string;
  explanation: string;
  subtitle?: string;
  enabledState?: EnabledState;
  publicAccess?: boolean;
  hidden?: boolean;
  recurrence?: Recurrence;
  maturity?: Maturity;
  customUrlSlug?: string;
  customOrder?: number;
  featured?: boolean;
  href?: string;
  type?: string;
  auditor?: string;
  /** Months from the seeding date to the expiry date. */
  expiresInMonths?: number;
  /** Certification badge id (certification items). */
  certification?: string;
  /** Company logo id (trusted-by items). */
  company?: string;
  document?: SeedDocument;
  tags?: string[];
  /** Kind-specific extras, e.g. the risk profile answers or a security grade entry. */
  data?: Record<string, unknown>;
  /** The integration the item shows (bug bounty, status page): `{slot}`. */
  integrations?: Record<string, unknown>;
}

export interface SeedCard {
  kind: CardKind;
  title?: string;
  hidden?: boolean;
  displayText?: string;
  placeholder?: string;
  items: SeedItem[];
}

export interface SeedSubprocessor {
  name: string;
  domain: string;
  purpose: string;
  location: string;
  additionalDetails: string;
}

export interface SeedKbEntry {
  question: string;
  answer: string;
  accessLevel?: 'public' | 'private';
  favoritePublic?: boolean;
  /** Product slugs; absent means every product. */
  products?: string[];
  daysAgo: number;
  sourceName?: string;
}

export interface SeedTopic {
  subject: string;
  category: UpdateCategory;
  isPinned?: boolean;
  hidden?: boolean;
  /** Product slugs the updates are limited to; absent means every product. */
  products?: string[];
  /** Oldest first; `daysAgo` counts back from the seeding moment. */
  updates: { daysAgo: number; message: string }[];
}

export interface SeedProduct {
  slug: string;
  name: string;
  isDefault: boolean;
  /** Banner gradient colours. */
  banner: [string, string];
  cards: SeedCard[];
  subprocessors: SeedSubprocessor[];
}
