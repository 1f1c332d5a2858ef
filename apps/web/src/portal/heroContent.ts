import type { CardView, ItemView, PortalView } from '@candor/domain/portal/portalView';

/** How many certifications the hero names; the rest are '+N more' (a link to the section). */
export const HERO_CERTIFICATIONS_SHOWN = 4;

/** Frameworks a security buyer looks for first, so they lead the hero whatever the card's order. */
const PROMINENCE = [
  /soc\s*2/i,
  /iso(\/iec)?\s*27001/i,
  /iso(\/iec)?\s*27701/i,
  /hipaa/i,
  /gdpr/i,
  /pci/i,
  /fedramp/i,
  /iso(\/iec)?\s*27017|iso(\/iec)?\s*27018/i,
  /csa|star/i,
];

function prominence(title: string): number {
  const rank = PROMINENCE.findIndex((pattern) => pattern.test(title));
  return rank < 0 ? PROMINENCE.length : rank;
}

function sectionCard(view: PortalView, kind: 'overview' | 'certifications'): CardView | null {
  for (const section of view.sections) {
    if (section.id === kind) return section.card;
    if (section.id === 'overview_and_certifications') {
      return kind === 'overview' ? section.overview : section.certifications;
    }
  }
  return null;
}

/** The first sentence of a text (up to its first '.', '!' or '?' followed by a space). */
function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const end = /[.!?](\s|$)/.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}

/**
 * One line of what the organisation does: the first sentence of the Overview card's first
 * readable item (where organisations describe themselves), else the portal's description.
 */
export function heroSummary(view: PortalView): string {
  const overview = sectionCard(view, 'overview');
  const about = overview?.items.find(
    (item) => !item.hidden && !item.restricted && item.explanation?.trim(),
  );
  return about?.explanation ? firstSentence(about.explanation) : view.seo.description;
}

/**
 * The certifications the hero names: those the organisation holds (not 'In Progress', not
 * hidden), the best known first, and how many more the section shows.
 */
export function headlineCertifications(view: PortalView): { shown: ItemView[]; more: number } {
  const card = sectionCard(view, 'certifications');
  const held = (card?.items ?? [])
    .filter((item) => item.enabledState === 'Enabled' && !item.hidden)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => prominence(a.item.title) - prominence(b.item.title) || a.index - b.index)
    .map(({ item }) => item);
  return {
    shown: held.slice(0, HERO_CERTIFICATIONS_SHOWN),
    more: Math.max(0, held.length - HERO_CERTIFICATIONS_SHOWN),
  };
}

/** Where the certifications sit on the page: their section, or their half of the combined one. */
export function certificationsAnchor(view: PortalView): string | null {
  for (const section of view.sections) {
    if (section.id === 'certifications') return '#section-certifications';
    if (section.id === 'overview_and_certifications') return '#section-certifications-title';
  }
  return null;
}
