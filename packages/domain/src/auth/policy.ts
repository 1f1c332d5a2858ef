/** The one entry point routes use: authorize(actor, action, subject). */
import type { CardPolicyAction, CardSubject } from '../cards/card.policy.js';
import { CARD_POLICY_ACTIONS, cardPolicy } from '../cards/card.policy.js';
import { forbidden } from '../errors/domainError.js';
import type { FilePolicyAction, FileSubject } from '../files/file.policy.js';
import { FILE_POLICY_ACTIONS, filePolicy } from '../files/file.policy.js';
import type { ItemPolicyAction, ItemSubject } from '../items/item.policy.js';
import { ITEM_POLICY_ACTIONS, itemPolicy } from '../items/item.policy.js';
import type { PortalAction, PortalSubject } from '../portal/portal.policy.js';
import { PORTAL_ACTIONS, portalPolicy } from '../portal/portal.policy.js';
import type { AuditPolicyAction, AuditSubject } from '../audit/audit.policy.js';
import { AUDIT_POLICY_ACTIONS, auditPolicy } from '../audit/audit.policy.js';
import type { ProductPolicyAction, ProductSubject } from '../products/product.policy.js';
import { PRODUCT_POLICY_ACTIONS, productPolicy } from '../products/product.policy.js';
import type { SettingsPolicyAction, SettingsSubject } from '../settings/settings.policy.js';
import { SETTINGS_POLICY_ACTIONS, settingsPolicy } from '../settings/settings.policy.js';
import type { StaffPolicyAction } from '../staff/staff.policy.js';
import { STAFF_POLICY_ACTIONS, staffPolicy } from '../staff/staff.policy.js';
import type { MailPolicyAction } from '../mail/mail.policy.js';
import { MAIL_POLICY_ACTIONS, mailPolicy } from '../mail/mail.policy.js';
import type { DataExportPolicyAction } from '../dataExport/dataExport.policy.js';
import { DATA_EXPORT_POLICY_ACTIONS, dataExportPolicy } from '../dataExport/dataExport.policy.js';
import type { InstallationPolicyAction } from '../features/installation.policy.js';
import {
  INSTALLATION_POLICY_ACTIONS,
  installationPolicy,
} from '../features/installation.policy.js';
import type { CertificationPolicyAction } from '../certifications/certification.policy.js';
import {
  CERTIFICATION_POLICY_ACTIONS,
  certificationPolicy,
} from '../certifications/certification.policy.js';
import type { CompanyPolicyAction } from '../companies/company.policy.js';
import { COMPANY_POLICY_ACTIONS, companyPolicy } from '../companies/company.policy.js';
import type { SubprocessorPolicyAction } from '../subprocessors/subprocessor.policy.js';
import {
  SUBPROCESSOR_POLICY_ACTIONS,
  subprocessorPolicy,
} from '../subprocessors/subprocessor.policy.js';
import type { TrustedByPolicyAction } from '../trustedBy/trustedBy.policy.js';
import { TRUSTED_BY_POLICY_ACTIONS, trustedByPolicy } from '../trustedBy/trustedBy.policy.js';
import type { DocumentPolicyAction } from '../documents/document.policy.js';
import { DOCUMENT_POLICY_ACTIONS, documentPolicy } from '../documents/document.policy.js';
import type { UpdatePolicyAction } from '../updates/updates.policy.js';
import { UPDATE_POLICY_ACTIONS, updatePolicy } from '../updates/updates.policy.js';
import type { AccessPolicyAction } from '../access/access.policy.js';
import { ACCESS_POLICY_ACTIONS, accessPolicy } from '../access/access.policy.js';
import type {
  ConversationPolicyAction,
  ConversationSubject,
} from '../conversations/conversations.policy.js';
import {
  CONVERSATION_POLICY_ACTIONS,
  conversationPolicy,
} from '../conversations/conversations.policy.js';
import type { KbPolicyAction } from '../knowledgeBase/knowledgeBase.policy.js';
import { KB_POLICY_ACTIONS, kbPolicy } from '../knowledgeBase/knowledgeBase.policy.js';
import type { SsoPolicyAction } from '../sso/sso.policy.js';
import { SSO_POLICY_ACTIONS, ssoPolicy } from '../sso/sso.policy.js';
import type { WebhookPolicyAction } from '../webhooks/webhooks.policy.js';
import { WEBHOOK_POLICY_ACTIONS, webhookPolicy } from '../webhooks/webhooks.policy.js';
import type { TotpPolicyAction } from '../staff/totp.policy.js';
import { TOTP_POLICY_ACTIONS, totpPolicy } from '../staff/totp.policy.js';
import type { Actor } from './actor.js';
import type { OrgSubject } from './scopes.js';

export const ACTIONS = [
  ...PORTAL_ACTIONS,
  ...CARD_POLICY_ACTIONS,
  ...ITEM_POLICY_ACTIONS,
  ...FILE_POLICY_ACTIONS,
  ...SETTINGS_POLICY_ACTIONS,
  ...PRODUCT_POLICY_ACTIONS,
  ...AUDIT_POLICY_ACTIONS,
  ...STAFF_POLICY_ACTIONS,
  ...MAIL_POLICY_ACTIONS,
  ...DATA_EXPORT_POLICY_ACTIONS,
  ...INSTALLATION_POLICY_ACTIONS,
  ...COMPANY_POLICY_ACTIONS,
  ...SUBPROCESSOR_POLICY_ACTIONS,
  ...TRUSTED_BY_POLICY_ACTIONS,
  ...CERTIFICATION_POLICY_ACTIONS,
  ...DOCUMENT_POLICY_ACTIONS,
  ...UPDATE_POLICY_ACTIONS,
  ...ACCESS_POLICY_ACTIONS,
  ...CONVERSATION_POLICY_ACTIONS,
  ...KB_POLICY_ACTIONS,
  ...SSO_POLICY_ACTIONS,
  ...TOTP_POLICY_ACTIONS,
  ...WEBHOOK_POLICY_ACTIONS,
] as const;
export type Action =
  | PortalAction
  | CardPolicyAction
  | ItemPolicyAction
  | FilePolicyAction
  | SettingsPolicyAction
  | ProductPolicyAction
  | AuditPolicyAction
  | ConversationPolicyAction
  | OrgScopedAction;
/** Actions whose subject is only the organisation (staff, mail, installation, companies, …). */
type OrgScopedAction =
  | StaffPolicyAction
  | MailPolicyAction
  | DataExportPolicyAction
  | InstallationPolicyAction
  | CompanyPolicyAction
  | SubprocessorPolicyAction
  | TrustedByPolicyAction
  | CertificationPolicyAction
  | DocumentPolicyAction
  | UpdatePolicyAction
  | AccessPolicyAction
  | KbPolicyAction
  | SsoPolicyAction
  | TotpPolicyAction
  | WebhookPolicyAction;

/** The subject each action is checked against. */
export type SubjectOf<A extends Action> = A extends PortalAction
  ? PortalSubject
  : A extends CardPolicyAction
    ? CardSubject
    : A extends ItemPolicyAction
      ? ItemSubject
      : A extends SettingsPolicyAction
        ? SettingsSubject
        : A extends ProductPolicyAction
          ? ProductSubject
          : A extends AuditPolicyAction
            ? AuditSubject
            : A extends ConversationPolicyAction
              ? ConversationSubject
              : A extends OrgScopedAction
                ? OrgSubject
                : FileSubject;

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  list.some((entry) => entry === value);

/** A file action's subject carries what the file policy decides on; without it, refuse. */
const isFileSubject = (subject: OrgSubject): subject is FileSubject =>
  'mode' in subject && 'unlocked' in subject && 'downloadable' in subject;

/** A conversation action's subject names the account (null for staff-wide actions). */
const isConversationSubject = (subject: OrgSubject): subject is ConversationSubject =>
  'accountId' in subject;

export function authorize<A extends Action>(
  actor: Actor,
  action: A,
  subject: SubjectOf<A>,
): boolean {
  // Each branch hands the subject to the policy typed for that action family.
  if (includes(PORTAL_ACTIONS, action)) return portalPolicy(actor, action, subject);
  if (includes(CARD_POLICY_ACTIONS, action)) return cardPolicy(actor, action, subject);
  if (includes(ITEM_POLICY_ACTIONS, action)) return itemPolicy(actor, action, subject);
  if (includes(SETTINGS_POLICY_ACTIONS, action)) return settingsPolicy(actor, action, subject);
  if (includes(PRODUCT_POLICY_ACTIONS, action)) return productPolicy(actor, action, subject);
  if (includes(AUDIT_POLICY_ACTIONS, action)) return auditPolicy(actor, action, subject);
  if (includes(STAFF_POLICY_ACTIONS, action)) return staffPolicy(actor, action, subject);
  if (includes(MAIL_POLICY_ACTIONS, action)) return mailPolicy(actor, action, subject);
  if (includes(DATA_EXPORT_POLICY_ACTIONS, action)) {
    return dataExportPolicy(actor, action, subject);
  }
  if (includes(INSTALLATION_POLICY_ACTIONS, action)) {
    return installationPolicy(actor, action, subject);
  }
  if (includes(COMPANY_POLICY_ACTIONS, action)) return companyPolicy(actor, action, subject);
  if (includes(SUBPROCESSOR_POLICY_ACTIONS, action)) {
    return subprocessorPolicy(actor, action, subject);
  }
  if (includes(TRUSTED_BY_POLICY_ACTIONS, action)) return trustedByPolicy(actor, action, subject);
  if (includes(CERTIFICATION_POLICY_ACTIONS, action)) {
    return certificationPolicy(actor, action, subject);
  }
  if (includes(DOCUMENT_POLICY_ACTIONS, action)) return documentPolicy(actor, action, subject);
  if (includes(UPDATE_POLICY_ACTIONS, action)) return updatePolicy(actor, action, subject);
  if (includes(ACCESS_POLICY_ACTIONS, action)) return accessPolicy(actor, action, subject);
  if (includes(CONVERSATION_POLICY_ACTIONS, action)) {
    return isConversationSubject(subject) && conversationPolicy(actor, action, subject);
  }
  if (includes(KB_POLICY_ACTIONS, action)) return kbPolicy(actor, action, subject);
  if (includes(SSO_POLICY_ACTIONS, action)) return ssoPolicy(actor, action, subject);
  if (includes(TOTP_POLICY_ACTIONS, action)) return totpPolicy(actor, action, subject);
  if (includes(WEBHOOK_POLICY_ACTIONS, action)) return webhookPolicy(actor, action, subject);
  if (includes(FILE_POLICY_ACTIONS, action)) {
    return isFileSubject(subject) && filePolicy(actor, action, subject);
  }
  return false;
}

/** Throws DomainError('forbidden') unless authorized. */
export function assertAuthorized<A extends Action>(
  actor: Actor,
  action: A,
  subject: SubjectOf<A>,
): void {
  if (!authorize(actor, action, subject)) throw forbidden();
}
