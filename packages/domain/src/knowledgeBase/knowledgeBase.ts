/** The knowledge base's shapes as the portal's dialog and the private area read them. */
import type { KbAccessLevel } from './knowledgeBase.constants.js';

/** What only main mode sees of an entry: the metadata panel and its columns (§6). */
export interface KbEntryMetadata {
  accessLevel: KbAccessLevel;
  favorite: boolean;
  /** The products the entry is limited to (none: every product). */
  products: { id: string; name: string }[];
  sourceType: string;
  sourceSubtype: string | null;
  sourceName: string | null;
  /** 'Date uploaded' and 'Time modified'. */
  createdAt: string;
  updatedAt: string;
}

/** One row of the knowledge-base table. */
export interface KbRowView {
  id: string;
  question: string;
  /** Markdown as staff wrote it. */
  answer: string;
  /** The answer rendered by the server: no raw HTML, only safe links, no images. */
  answerHtml: string;
  comment: string | null;
  updatedAt: string;
  /** Main mode only; null for every other viewer. */
  metadata: KbEntryMetadata | null;
}

export interface KbFacetValue {
  value: string;
  label: string;
  count: number;
}

/** Counts per facet value, each counted with the other facets' filters applied. */
export interface KbFacets {
  source: KbFacetValue[];
  /** Main mode only (public-type viewers have no access column); empty otherwise. */
  access: KbFacetValue[];
  products: KbFacetValue[];
}

export interface KbTablePage {
  items: KbRowView[];
  page: number;
  pageSize: number;
  /** Matching entries, capped at 1000 minus the page size (§9). */
  total: number;
  /** Entries the viewer may read at all, before search and filters (for the empty text). */
  unfilteredTotal: number;
  facets: KbFacets;
}
