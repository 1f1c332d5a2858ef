/** Who may search the company catalogue: the editors who pick companies. */
import type { Actor } from '../auth/actor.js';
import { canEditContent, type OrgSubject } from '../auth/scopes.js';

export const COMPANY_POLICY_ACTIONS = ['company.search'] as const;
export type CompanyPolicyAction = (typeof COMPANY_POLICY_ACTIONS)[number];

const RULES: Record<CompanyPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'company.search': canEditContent,
};

export const companyPolicy = (
  actor: Actor,
  action: CompanyPolicyAction,
  subject: OrgSubject,
): boolean => RULES[action](actor, subject);
