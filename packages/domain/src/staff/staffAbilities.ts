/**
 * What the private area lets one staff member use: the sections the navigation lists and the
 * actions its pages offer. The server computes them from the session's actor and sends them with
 * the page (as the portal's abilities are sent); the web app shows and hides from these and never
 * reads scopes itself. Every API route checks the same rules again through the policy.
 */
import type { Actor, Scope } from '../auth/actor.js';
import {
  canComposeUpdates,
  type OrgSubject,
  canPickPreview,
  isInstallationOperator,
  isStaffWithScope,
} from '../auth/scopes.js';
import { canManageWebhooks } from '../webhooks/webhooks.policy.js';

/**
 * Settings holds the portal's settings (settings:edit) and the Webhooks tab (webhooks:manage):
 * either scope opens the section, and its page shows the tabs each may use.
 */
const canOpenSettings = (actor: Actor, subject: OrgSubject): boolean =>
  isStaffWithScope(actor, 'settings:edit', subject.orgId) || canManageWebhooks(actor, subject);

/**
 * The private area's top-level sections, in the navigation's order, and who may open each: the
 * staff holding `scope`, or, for a section whose rule is the policy's, those its `rule` lets in.
 */
export const STAFF_SECTIONS = [
  {
    path: 'settings',
    label: 'Settings',
    scope: 'settings:edit',
    rule: canOpenSettings,
    nested: true,
  },
  { path: 'products', label: 'Products', scope: 'settings:edit' },
  { path: 'documents', label: 'Documents', scope: 'statuspage:edit' },
  { path: 'access', label: 'Visitor access', scope: 'access:manage', nested: true },
  { path: 'staff', label: 'Staff', scope: 'staff:manage' },
  { path: 'sso', label: 'Single sign-on', scope: 'sso:manage' },
  { path: 'questionnaires', label: 'Questionnaires', scope: 'access:manage' },
  { path: 'conversations', label: 'Conversations', scope: 'access:manage' },
  { path: 'analytics', label: 'Analytics', scope: 'access:manage' },
  { path: 'audit', label: 'Audit log', scope: 'audit:view' },
  {
    path: 'updates',
    label: 'Trust updates',
    scope: 'updates:edit',
    rule: canComposeUpdates,
  },
  { path: 'subscribers', label: 'Subscribers', scope: 'statuspage:edit' },
  { path: 'knowledge-base', label: 'Knowledge base', scope: 'statuspage:edit' },
  { path: 'mail', label: 'Sent mail', scope: 'mail:read' },
  { path: 'data-export', label: 'Data export', scope: 'data:export' },
  { path: 'generative-ai', label: 'Generative AI', scope: 'settings:edit' },
  { path: 'installation', label: 'Installation', scope: 'installation:admin' },
] as const satisfies readonly {
  path: string;
  label: string;
  scope: Scope;
  rule?: (actor: Actor, subject: OrgSubject) => boolean;
  nested?: boolean;
}[];

export type StaffSection = (typeof STAFF_SECTIONS)[number];
export type StaffSectionPath = StaffSection['path'];

/** The actions the private area's pages offer beyond opening a section. */
export interface StaffActions {
  /** Approve and deny access requests, manage accounts, NDAs and profiles. */
  manageAccess: boolean;
  /** Edit the portal's content: cards, items, documents, subscribers. */
  editContent: boolean;
  /** Write and publish trust updates. */
  composeUpdates: boolean;
  /** Change the organisation's settings. */
  editSettings: boolean;
  /** Load third-party scripts into the portal. */
  editScripts: boolean;
  /** Preview the portal as an account or a permission profile. */
  pickPreview: boolean;
  /** Invite, change and remove staff. */
  manageStaff: boolean;
  viewAudit: boolean;
  /** Manage the webhook endpoints and chat channels (Settings → Webhooks). */
  manageWebhooks: boolean;
}

export interface StaffAbilities {
  sections: StaffSectionPath[];
  actions: StaffActions;
}

const mayOpen = (actor: Actor, section: StaffSection, orgId: string | null): boolean => {
  if (section.scope === 'installation:admin') return isInstallationOperator(actor);
  if (orgId === null) return false;
  return 'rule' in section
    ? section.rule(actor, { orgId })
    : isStaffWithScope(actor, section.scope, orgId);
};

/** The abilities of this actor in the private area of this organisation (none for the operator without one). */
export function staffAbilities(actor: Actor, orgId: string | null): StaffAbilities {
  const holds = (scope: Scope) => orgId !== null && isStaffWithScope(actor, scope, orgId);
  const org = { orgId: orgId ?? '' };
  return {
    sections: STAFF_SECTIONS.filter((section) => mayOpen(actor, section, orgId)).map(
      (section) => section.path,
    ),
    actions: {
      manageAccess: holds('access:manage'),
      editContent: holds('statuspage:edit'),
      composeUpdates: orgId !== null && canComposeUpdates(actor, org),
      editSettings: holds('settings:edit'),
      editScripts: holds('scripts:edit'),
      pickPreview: orgId !== null && canPickPreview(actor, org),
      manageStaff: holds('staff:manage'),
      viewAudit: holds('audit:view'),
      manageWebhooks: holds('webhooks:manage'),
    },
  };
}

/** No section and no action: the page of a staff member who must first set up a second step. */
export const NO_STAFF_ABILITIES: StaffAbilities = {
  sections: [],
  actions: {
    manageAccess: false,
    editContent: false,
    composeUpdates: false,
    editSettings: false,
    editScripts: false,
    pickPreview: false,
    manageStaff: false,
    viewAudit: false,
    manageWebhooks: false,
  },
};
