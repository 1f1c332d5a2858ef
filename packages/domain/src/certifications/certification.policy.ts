/** Who may add certifications from the catalogue: content editors. */
import type { Actor } from '../auth/actor.js';
import { canEditContent, type OrgSubject } from '../auth/scopes.js';

export const CERTIFICATION_POLICY_ACTIONS = ['certification.add'] as const;
export type CertificationPolicyAction = (typeof CERTIFICATION_POLICY_ACTIONS)[number];

const RULES: Record<CertificationPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'certification.add': canEditContent,
};

export const certificationPolicy = (
  actor: Actor,
  action: CertificationPolicyAction,
  subject: OrgSubject,
): boolean => RULES[action](actor, subject);
