/** Who may do what with a portal page. */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { canEditContent, isStaffOf } from '../auth/scopes.js';

export const PORTAL_ACTIONS = [
  'portal.view',
  'portal.viewHidden',
  'portal.preview',
  'portal.reorderSections',
  'portal.reorderCards',
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];
export type PortalSubject = OrgSubject;

const RULES: Record<PortalAction, (actor: Actor, subject: PortalSubject) => boolean> = {
  /** The portal is public; what each viewer sees is decided by mode and visibility. */
  'portal.view': () => true,
  /** Hidden cards and items are staff content: any staff of the organisation (main mode). */
  'portal.viewHidden': (actor, { orgId }) => isStaffOf(actor, orgId),
  'portal.preview': (actor, { orgId }) => isStaffOf(actor, orgId),
  'portal.reorderSections': canEditContent,
  'portal.reorderCards': canEditContent,
};

export const portalPolicy = (actor: Actor, action: PortalAction, subject: PortalSubject): boolean =>
  RULES[action](actor, subject);
