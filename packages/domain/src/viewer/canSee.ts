/**
 * `canSee(viewer, thing)`: the one answer to every visibility question the portal page, the
 * file routes, the paged lists and the search index ask (sections included).
 *
 * - 'visible': shown (for a document: the viewer may open it in the way asked).
 * - 'restricted': shown, but locked (a restricted item's documents; a document the viewer may
 *   see listed but not open in the way asked): the page offers 'Get access', a route answers 403.
 * - 'omitted': not there at all for this viewer: left off the page, a route answers 404.
 */
import { isSectionForcedHidden, type SectionCounts } from '../cards/card.rules.js';
import type { DocumentAccessType, SectionId } from '../cards/constants.js';
import type { FileAccess } from '../files/file.constants.js';
import { isFileDownloadable } from '../files/file.rules.js';
import { filePolicy } from '../files/file.policy.js';
import { itemVisibility, type ItemVisibility } from '../portal/visibility.js';
import type { Viewer } from './viewer.js';

export type Sight = ItemVisibility;

export interface SeenProduct {
  type: 'product';
  show: boolean;
}

/** A product link of the header (staff may hide one). */
export interface SeenProductLink {
  type: 'product_link';
  show: boolean;
}

export interface SeenCard {
  type: 'card';
  hidden: boolean;
}

export interface SeenItem {
  type: 'item';
  id: string;
  /** The product the item is on: the viewer's grants open items of their own product only. */
  productId: string;
  publicAccess: boolean;
  hidden: boolean;
}

export interface SeenFile {
  type: 'file';
  id: string;
  /** Opening the document in the browser, or downloading it. */
  access: FileAccess;
  /** The file's own access type; null means the organisation's. */
  documentAccessType: DocumentAccessType | null;
  item: Omit<SeenItem, 'type'>;
  /** The card and product the item is on; hidden ones hide their documents too. */
  cardHidden: boolean;
  productShown: boolean;
}

export interface SeenTopic {
  type: 'topic';
  hidden: boolean;
}

export interface SeenUpdate {
  type: 'update';
  audience: 'public' | 'private';
}

export interface SeenKbEntry {
  type: 'kb_entry';
  accessLevel: 'public' | 'private';
}

/** A section of a product page. */
export interface SeenSection {
  type: 'section';
  id: SectionId;
  /** Staff hid it: the section's own setting, or the card it shows (or it has no card). */
  hidden: boolean;
  /** What it has to show, for the sections that disappear when empty (and help's contacts). */
  counts: SectionCounts;
}

export type Seen =
  | SeenProduct
  | SeenSection
  | SeenProductLink
  | SeenCard
  | SeenItem
  | SeenFile
  | SeenTopic
  | SeenUpdate
  | SeenKbEntry;

/**
 * A section hidden by staff or with nothing to show (empty, or help without a contact): staff in
 * main mode see it with the hidden mark, everyone else not at all. The page and the re-order
 * dialog both decide with this.
 */
export const isSectionHidden = (section: Omit<SeenSection, 'type'>): boolean =>
  section.hidden || isSectionForcedHidden(section.id, section.counts);

const shownUnlessHidden = (viewer: Viewer, hidden: boolean): Sight =>
  viewer.mode === 'main' || !hidden ? 'visible' : 'omitted';

/** An account member with access, or staff previewing as an account or profile with access. */
const readsPrivateContent = (viewer: Viewer): boolean =>
  viewer.mode === 'main' ||
  ((viewer.mode === 'account_external' || viewer.mode === 'preview') && viewer.grants.all);

/**
 * The grants were read for the product the viewer names (the portal's, or a share link's
 * `productId`): they count for that product's items only, never for another product's, and
 * for none when no product is named.
 */
const grantsCoverProduct = (viewer: Viewer, item: Omit<SeenItem, 'type'>): boolean =>
  viewer.productId !== null && item.productId === viewer.productId;

function itemSight(viewer: Viewer, item: Omit<SeenItem, 'type'>): Sight {
  const { grants } = viewer;
  return itemVisibility(item, {
    mode: viewer.mode,
    publicAccessLevel: viewer.settings.publicAccessLevel,
    hasAccess: grantsCoverProduct(viewer, item) && (grants.all || grants.itemIds.has(item.id)),
  });
}

function fileSight(viewer: Viewer, file: SeenFile): Sight {
  if (viewer.mode !== 'main' && (file.cardHidden || !file.productShown)) return 'omitted';
  const item = itemSight(viewer, file.item);
  if (item === 'omitted') return 'omitted';
  // A restricted document (its item is not public) opened through a grant needs the NDA first
  // when one is required and not yet passed; public documents never do.
  const granted =
    item === 'visible' ||
    (grantsCoverProduct(viewer, file.item) && viewer.grants.fileIds.has(file.id));
  const needsNda =
    viewer.grants.ndaPending &&
    !file.item.publicAccess &&
    viewer.settings.publicAccessLevel !== 'Full' &&
    (viewer.mode === 'account_external' || viewer.mode === 'preview');
  const unlocked = granted && !needsNda;
  const allowed = filePolicy(viewer.actor, file.access === 'view' ? 'file.view' : 'file.download', {
    orgId: viewer.orgId,
    mode: viewer.mode,
    unlocked,
    downloadable: isFileDownloadable(file, viewer.settings.documentAccessType, viewer.mode),
  });
  return allowed ? 'visible' : 'restricted';
}

export function canSee(viewer: Viewer, thing: Seen): Sight {
  switch (thing.type) {
    case 'product':
    case 'product_link':
      return shownUnlessHidden(viewer, !thing.show);
    case 'section':
      return shownUnlessHidden(viewer, isSectionHidden(thing));
    case 'card':
    case 'topic':
      return shownUnlessHidden(viewer, thing.hidden);
    case 'item':
      return itemSight(viewer, thing);
    case 'file':
      return fileSight(viewer, thing);
    case 'update':
      return thing.audience === 'public' || readsPrivateContent(viewer) ? 'visible' : 'omitted';
    case 'kb_entry':
      return thing.accessLevel === 'public' || readsPrivateContent(viewer) ? 'visible' : 'omitted';
  }
}

/** Shorthand for the questions whose only answers are 'visible' or 'omitted'. */
export const isShown = (viewer: Viewer, thing: Seen): boolean =>
  canSee(viewer, thing) !== 'omitted';
