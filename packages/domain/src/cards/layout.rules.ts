/** Section and card-grid order of a product page (staff-content.md §2 and §3). */
import type { CardKind, SectionId } from './constants.js';
import { CARD_KINDS, DEFAULT_SECTION_ORDER, SECTION_CARD_KIND, SECTION_IDS } from './constants.js';

const COMBINED: SectionId = 'overview_and_certifications';
const isSectionId = (id: string): id is SectionId => SECTION_IDS.some((known) => known === id);
const isCombinable = (id: SectionId) => id === 'overview' || id === 'certifications';

/**
 * The section order to render from a saved one. Unknown and repeated ids are dropped; overview
 * and certifications appear either as the combined row or as two rows, never both (whichever
 * comes first in the saved order wins); sections missing from the saved order are appended in
 * default order. Nothing usable saved gives DEFAULT_SECTION_ORDER.
 */
export function effectiveSectionOrder(saved: readonly string[] | null | undefined): SectionId[] {
  const known = [...new Set((saved ?? []).filter(isSectionId))];
  if (known.length === 0) return [...DEFAULT_SECTION_ORDER];

  const firstRow = known.find((id) => id === COMBINED || isCombinable(id));
  const combined = firstRow === COMBINED;
  const order = known.filter((id) => (combined ? !isCombinable(id) : id !== COMBINED));

  for (const id of DEFAULT_SECTION_ORDER) {
    if (order.includes(id)) continue;
    if (combined && isCombinable(id)) continue;
    order.push(id);
  }
  return order;
}

/** Kinds shown in a section of their own rather than in the 'cards' grid. */
const SECTION_KINDS = new Set<CardKind>(Object.values(SECTION_CARD_KIND));

/** Default order of the 'cards' grid: card-kind order. */
export const DEFAULT_CARD_GRID_ORDER: readonly CardKind[] = CARD_KINDS.filter(
  (kind) => !SECTION_KINDS.has(kind),
);

const isGridKind = (kind: string): kind is CardKind =>
  DEFAULT_CARD_GRID_ORDER.some((known) => known === kind);

/**
 * The kinds of the 'cards' grid: the saved card order first (unknown, repeated and
 * section-owned kinds dropped), then the remaining grid kinds in default order.
 */
export function cardGridKinds(cardOrder: readonly string[] | null | undefined): CardKind[] {
  const saved = [...new Set((cardOrder ?? []).filter(isGridKind))];
  return [...saved, ...DEFAULT_CARD_GRID_ORDER.filter((kind) => !saved.includes(kind))];
}
