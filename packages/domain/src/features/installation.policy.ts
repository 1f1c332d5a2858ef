/**
 * The installation's operator sets every organisation's plan and feature flags, and creates
 * organisations. The scope is installation-wide: the subject names the operator's own
 * organisation (the session's), and the organisation changed or created may be any.
 */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const INSTALLATION_POLICY_ACTIONS = [
  'installation.view',
  'installation.setPlan',
  'installation.createOrg',
] as const;
export type InstallationPolicyAction = (typeof INSTALLATION_POLICY_ACTIONS)[number];
export type InstallationSubject = OrgSubject;

export const installationPolicy = (
  actor: Actor,
  _action: InstallationPolicyAction,
  subject: InstallationSubject,
): boolean => isStaffWithScope(actor, 'installation:admin', subject.orgId);
