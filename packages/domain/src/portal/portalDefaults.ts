/**
 * What a portal is until its organisation says otherwise: the title of visitor-portal.md §1,
 * restricted content kept from anonymous visitors, and documents that may be downloaded.
 * The database column defaults and every reader of a missing setting use these.
 */
import type { DocumentAccessType, PublicAccessLevel } from '../cards/constants.js';

export const PORTAL_DEFAULTS: {
  readonly portalTitle: string;
  readonly publicAccessLevel: PublicAccessLevel;
  readonly documentAccessType: DocumentAccessType;
} = {
  portalTitle: 'Trust Center',
  publicAccessLevel: 'PublicContentOnly',
  documentAccessType: 'view-and-download',
};
