/** Card rules of staff-content.md §2 and §4. */
import type { FeatureFlags } from '../features/featureFlags.js';
import type { PortalMode } from '../portal/portalView.js';
import { isFlagOn } from '../features/featureFlags.js';
import type { Card, CardMenuAction } from './card.js';
import { CARD_MENU_ACTIONS } from './card.js';
import type { CardKind, SectionId } from './constants.js';
import { CARD_DEFAULT_TITLES, CARD_KINDS } from './constants.js';

/** The title a card shows: staff's title, else the kind's default. */
export const cardTitle = (card: Pick<Card, 'kind' | 'title'>): string =>
  card.title?.trim() ? card.title : CARD_DEFAULT_TITLES[card.kind];

/** Entry counts of the sections that disappear when empty. */
export interface SectionCounts {
  trusted_by?: number;
  subprocessors?: number;
  documents?: number;
  /** The help section's contacts that are enabled (and have somewhere to go). */
  help?: number;
}

/**
 * Trusted-by, subprocessors and documents are forced hidden when they have no entries or files,
 * and the help section when none of its contacts is enabled. A missing count counts as empty,
 * so a forgotten count hides the section rather than showing an empty one.
 */
export function isSectionForcedHidden(sectionId: SectionId, counts: SectionCounts): boolean {
  if (
    sectionId === 'trusted_by' ||
    sectionId === 'subprocessors' ||
    sectionId === 'documents' ||
    sectionId === 'help'
  ) {
    return (counts[sectionId] ?? 0) === 0;
  }
  return false;
}

/**
 * Kinds whose cards show no expand affordance outside main mode: their content is shown in
 * place (trusted-by logos, the documents section with its own View all toggle) or, for
 * subprocessors, never expands at all. The Overview expands like any card: past its first
 * three items it shows 'View more', and its items open in the drawer in full.
 */
export const NON_EXPANDING_KINDS_OUTSIDE_MAIN: readonly CardKind[] = [
  'TrustedBy',
  'Subprocessors',
  'Documents',
];

/**
 * Whether clicking the card opens the expanded card drawer. Subprocessors cards never expand.
 * In main mode every other card opens (editors through Edit, others through the expand icon);
 * outside main mode only kinds that allow expansion do.
 */
export function canExpand(kind: CardKind, mode: PortalMode, canEdit: boolean): boolean {
  if (kind === 'Subprocessors') return false;
  if (mode === 'main' || canEdit) return true;
  return !NON_EXPANDING_KINDS_OUTSIDE_MAIN.includes(kind);
}

const RESTRICTED_MENUS: Partial<Record<CardKind, readonly CardMenuAction[]>> = {
  Subprocessors: ['Hide', 'ChangeIcon'],
  TrustedBy: ['Edit', 'DisplayText', 'Hide'],
};

/** The actions menu of a card kind, in menu order. */
export const cardActions = (kind: CardKind): CardMenuAction[] => {
  const allowed = RESTRICTED_MENUS[kind];
  return allowed
    ? CARD_MENU_ACTIONS.filter((action) => allowed.includes(action))
    : [...CARD_MENU_ACTIONS];
};

/** Card renaming needs the cardRenaming flag (staff-content.md §5). */
export const canRenameCard = (flags: FeatureFlags = {}): boolean => isFlagOn(flags, 'cardRenaming');

/** Replacing a card icon needs the cardIconReplacement flag (the permission is a policy). */
export const canReplaceCardIcon = (kind: CardKind, flags: FeatureFlags = {}): boolean =>
  cardActions(kind).includes('ChangeIcon') && isFlagOn(flags, 'cardIconReplacement');

/**
 * Kinds whose section shows with the card's defaults before the product has the card (their
 * rows or files are the content), so 'Add card' never offers them.
 */
const SHOWN_WITHOUT_CARD: readonly CardKind[] = ['Subprocessors', 'Documents'];

/** 'Add card': the kinds not yet on the product, in the spec's kind order (staff-content.md §3). */
export const addableCardKinds = (present: Iterable<CardKind>): CardKind[] => {
  const on = new Set(present);
  return CARD_KINDS.filter((kind) => !on.has(kind) && !SHOWN_WITHOUT_CARD.includes(kind));
};
