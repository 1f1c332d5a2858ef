/**
 * The installation's operator sets every organisation's plan and feature flags, creates
 * organisations and deletes them. The power is the installation's, not an organisation's: the
 * subject's organisation does not matter, only `isInstallationOperator`.
 */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isInstallationOperator } from '../auth/scopes.js';

export const INSTALLATION_POLICY_ACTIONS = [
  'installation.view',
  'installation.setPlan',
  'installation.createOrg',
  'installation.deleteOrg',
] as const;
export type InstallationPolicyAction = (typeof INSTALLATION_POLICY_ACTIONS)[number];
/**
 * The organisation acted on, or `INSTALLATION_SUBJECT` for the installation itself; the policy
 * does not look at it: the operator's power is the same over every organisation.
 */
export type InstallationSubject = OrgSubject;
export const INSTALLATION_SUBJECT: InstallationSubject = { orgId: 'installation' };

export const installationPolicy = (
  actor: Actor,
  _action: InstallationPolicyAction,
  _subject: InstallationSubject,
): boolean => isInstallationOperator(actor);
