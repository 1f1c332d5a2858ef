/** What the re-order dialogs read (the staff API's answers), shared by server and web. */
import type { CardKind, SectionId } from '../cards/constants.js';

export interface SectionOrderEntry {
  title: string;
  /** Disabled: hidden by staff, or empty; the page shows it only in main mode (dimmed here). */
  hidden: boolean;
}

export interface CardOrderRow {
  kind: CardKind;
  title: string;
  hidden: boolean;
}

/** The sections and the Cards section's cards of a product, in their saved order. */
export interface ProductLayout {
  productSlug: string;
  /** The effective order: every section once, Overview and Certifications combined or not. */
  sectionOrder: SectionId[];
  /** Every section id, including the rows combining or separating would bring in. */
  sections: Record<SectionId, SectionOrderEntry>;
  cards: CardOrderRow[];
}

export interface ItemOrderRow {
  uid: string;
  title: string;
  /** Not enabled, or hidden: shown with the hidden icon. */
  hidden: boolean;
  featured: boolean;
  /** The card the item is on (the documents dialog lists documents of every card). */
  cardTitle: string;
}

export interface CardItemOrder {
  kind: CardKind;
  title: string;
  /** The documents card: two columns, Featured documents and Non-featured documents. */
  featuredColumns: boolean;
  items: ItemOrderRow[];
}

/**
 * Documents in the documents section's order: featured first, then by the item order staff
 * saved (items it does not list after those it does), otherwise as given.
 */
export function orderDocuments<T extends { featured: boolean; itemUid: string }>(
  documents: readonly T[],
  savedItemOrder: readonly string[] | undefined,
): T[] {
  const position = new Map((savedItemOrder ?? []).map((uid, index) => [uid, index]));
  const rank = (doc: T) => position.get(doc.itemUid) ?? Number.MAX_SAFE_INTEGER;
  return [...documents].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || rank(a) - rank(b),
  );
}
