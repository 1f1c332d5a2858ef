/**
 * What a viewer may do with questionnaires, TPRM and comments on the portal (staff-content.md §6,
 * visitor-portal.md §6): only a signed-in member in account-external mode, each as the
 * organisation's settings allow. The presenter puts the answer in the page data; the routes ask
 * the same function, so the page never offers what the server refuses.
 */
import type { PortalMode } from '../portal/portalView.js';

export interface ExternalAbilitiesInput {
  mode: PortalMode;
  isMember: boolean;
  questionnairesEnabled: boolean;
  commentsEnabled: boolean;
  /** The organisation's partner-import feature (staff-content.md §6). */
  partnerImport: boolean;
  partnerCount: number;
}

export interface ExternalAbilities {
  questionnaires: boolean;
  tprm: boolean;
  comments: boolean;
}

export function externalAbilities(input: ExternalAbilitiesInput): ExternalAbilities {
  const external = input.mode === 'account_external' && input.isMember;
  return {
    questionnaires: external && input.questionnairesEnabled,
    tprm: external && input.partnerImport && input.partnerCount > 0,
    comments: external && input.commentsEnabled,
  };
}

/** Comments the viewer wrote count as outgoing (visitor-portal.md §3). */
export const isOutgoingComment = (
  comment: { member: unknown; orgMem: unknown },
  side: 'member' | 'staff',
): boolean => (side === 'member' ? comment.member !== null : comment.orgMem !== null);
