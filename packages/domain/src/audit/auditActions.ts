/**
 * Every action code the server writes to the audit log, with what it means in words: the
 * group it is filed under (the log's action filter) and the sentence's predicate, given the
 * subject's name when the entry holds one. The server's `AuditRecord.action` is typed by this
 * table, so a new code without a sentence does not compile.
 *
 * The codes keep their historical spellings (`card.icon_created` beside
 * `card.itemsReordered`): the rows are hash-chained, so rewriting old codes would break the
 * chain; the table is where they read the same.
 */

type Says = (subject: string | null) => string;

/** "the “Acme” product" with a name, "a product" without. */
const the =
  (verb: string, noun: string, article = 'a'): Says =>
  (subject) =>
    subject ? `${verb} the ${noun} “${subject}”` : `${verb} ${article} ${noun}`;

/** "approved access for jane@corp.example" with a name, the fallback without. */
const forWhom =
  (phrase: string, fallback: string): Says =>
  (subject) =>
    subject ? `${phrase} ${subject}` : fallback;

const card =
  (verb: string, tail = ''): Says =>
  (subject) =>
    `${verb} ${subject ? `the ${subject} card` : 'a card'}${tail}`;

const plain =
  (phrase: string): Says =>
  () =>
    phrase;

export const AUDIT_ACTION_GROUPS = [
  'Cards and items',
  'Documents',
  'Products',
  'Access and accounts',
  'Trust updates',
  'Knowledge base',
  'Questionnaires and comments',
  'Integrations',
  'Settings and domains',
  'Staff and sign-in',
  'Organisation',
] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

const TABLE = {
  'Cards and items': {
    'card.added': card('added'),
    'card.hidden': card('hid'),
    'card.shown': card('showed'),
    'card.saved': card('saved'),
    'card.updated': card('edited'),
    'card.icon_created': card('uploaded an icon for'),
    'card.icon_replaced': card('replaced the icon of'),
    'card.icon_reset': card('reset the icon of'),
    'card.itemsReordered': card('reordered the items of'),
    'item.created': the('added', 'item', 'an'),
    'item.deleted': the('deleted', 'item', 'an'),
    'item.moved': the('moved', 'item', 'an'),
    'item.customUrlSet': the('set the custom URL of', 'item', 'an'),
    'item.documents_saved': the('changed the documents of', 'item', 'an'),
    'item.bridgeLetterSaved': plain('saved the bridge letter'),
    'item.securityGradeSaved': the('saved the security grade', 'item', 'an'),
    'certification.added': the('added', 'certification'),
    'subprocessor.created': the('added', 'subprocessor'),
    'subprocessor.updated': the('edited', 'subprocessor'),
    'subprocessor.deleted': the('removed', 'subprocessor'),
    'trusted_by.added': forWhom('added to Trusted by', 'added a company to Trusted by'),
    'trusted_by.removed': forWhom('removed from Trusted by', 'removed a company from Trusted by'),
  },
  Documents: {
    'document.uploaded': the('uploaded', 'document'),
    'document.updated': the('edited', 'document'),
    'document.replaced': the('replaced the file of', 'document'),
    'document.deleted': the('deleted', 'document'),
    'document.logged': plain('recorded the documents stored before the document log in it'),
    'nda_template.created': plain('added an NDA template'),
    'nda_template.updated': plain('changed the NDA template'),
  },
  Products: {
    'product.created': the('created', 'product'),
    'product.updated': the('edited', 'product'),
    'product.deleted': the('deleted', 'product'),
    'product.reordered': plain('reordered the products'),
    'product.cardsReordered': the('reordered the cards of', 'product'),
    'product.sectionsReordered': the('reordered the sections of', 'product'),
    'product.banner.replaced': the('replaced the banner of', 'product'),
    'product.banner.removed': the('removed the banner of', 'product'),
    'productLink.created': the('added', 'product link'),
    'productLink.updated': the('edited', 'product link'),
    'productLink.deleted': the('removed', 'product link'),
    'productLink.reordered': plain('reordered the product links'),
  },
  'Access and accounts': {
    'access.inventory_exported': plain('exported who has access to what'),
    'access.log_exported': plain('exported the access log'),
    'access_request.created': forWhom('requested access as', 'requested access'),
    'access_request.approved': forWhom('approved access for', 'approved an access request'),
    'access_request.declined': forWhom('declined access for', 'declined an access request'),
    'access_request.extend_requested': forWhom(
      'asked to extend access for',
      'asked to extend access',
    ),
    'access_request.extend_repeated': forWhom(
      'asked again to extend access for',
      'asked again to extend access',
    ),
    'access_grant.granted': forWhom('granted access to', 'granted access'),
    'access_grant.revoked': forWhom('revoked the access of', 'revoked a grant of access'),
    'access_rules.updated': plain('changed the access rules'),
    'access_ask_rule.updated': plain('changed the ask rule (the endpoint asked about requests)'),
    'access_ask_rule.secret_generated': plain("generated the ask rule's signing secret"),
    'access_settings.updated': plain('changed the access settings'),
    'access.login_link_sent': forWhom('sent a sign-in link to', 'sent a sign-in link'),
    'access.extend_link_sent': forWhom(
      'sent a link to ask for an extension to',
      'sent a link to ask for an extension',
    ),
    'account.created': the('created', 'account', 'an'),
    'account.updated': the('edited', 'account', 'an'),
    'account.revoked': the('revoked', 'account', 'an'),
    'account.reactivated': the('reactivated', 'account', 'an'),
    'account.nda_signed_outside': the('recorded an NDA signed outside Candor for', 'account', 'an'),
    'account_member.added': forWhom('added the member', 'added an account member'),
    'account_member.removed': forWhom('removed the member', 'removed an account member'),
    'account_member.revoked': forWhom('revoked the member', 'revoked an account member'),
    'account_member.reactivated': forWhom(
      'reactivated the member',
      'reactivated an account member',
    ),
    'permission_profile.created': the('created', 'permission profile'),
    'permission_profile.updated': the('edited', 'permission profile'),
    'permission_profile.deleted': the('deleted', 'permission profile'),
    'member.signed_in': plain('signed in to the portal'),
    'member.signed_out': plain('signed out of the portal'),
    'member.invited_colleagues': plain('invited colleagues'),
    'api_token.created': the('created', 'API token', 'an'),
    'api_token.revoked': the('revoked', 'API token', 'an'),
    'nda.accepted': plain('accepted the NDA'),
    'tprm.token_issued': plain('issued a TPRM token'),
  },
  'Trust updates': {
    'update.created': the('wrote', 'trust update'),
    'update.updated': the('edited', 'trust update'),
    'update.deleted': the('deleted', 'trust update'),
    'topic.created': the('created', 'topic'),
    'topic.updated': the('edited', 'topic'),
    'topic.deleted': the('deleted', 'topic'),
    'subscriber.requested': forWhom('asked to subscribe as', 'asked to subscribe'),
    'subscriber.confirmed': forWhom('confirmed the subscription of', 'confirmed a subscription'),
    'subscriber.confirm_refused': plain('tried an expired or used confirmation link'),
    'subscriber.unsubscribed': forWhom('unsubscribed', 'unsubscribed'),
    'subscriber_block.added': forWhom('blocked', 'blocked a subscriber'),
    'subscriber_block.removed': forWhom('unblocked', 'unblocked a subscriber'),
  },
  'Knowledge base': {
    'kb_entry.created': the('added', 'question'),
    'kb_entry.updated': the('edited', 'question'),
    'kb_entry.deleted': the('deleted', 'question'),
    'kb_entry.imported': plain('imported questions into the knowledge base'),
    'kb_entry.access_changed': the('changed who may see', 'question'),
  },
  'Questionnaires and comments': {
    'questionnaire.submitted': the('submitted', 'questionnaire'),
    'questionnaire.answered': the('answered', 'questionnaire'),
    'questionnaire.status_changed': the('changed the status of', 'questionnaire'),
    'comment.posted': plain('posted a comment'),
    'comment.replied': plain('replied to a comment'),
  },
  Integrations: {
    'integration.connected': the('connected', 'integration', 'an'),
    'integration.changed': the('changed', 'integration', 'an'),
    'integration.disconnected': the('disconnected', 'integration', 'an'),
    'integration.refreshed': the('refreshed', 'integration', 'an'),
    'webhook.disabled': forWhom(
      'disabled, after a day of failed deliveries, the webhook destination at',
      'disabled a webhook destination after a day of failed deliveries',
    ),
    'webhook.created': forWhom('added a webhook destination at', 'added a webhook destination'),
    'webhook.updated': forWhom(
      'changed the webhook destination at',
      'changed a webhook destination',
    ),
    'webhook.deleted': forWhom(
      'deleted the webhook destination at',
      'deleted a webhook destination',
    ),
    'webhook.secret_rotated': forWhom(
      'rotated the signing secret of the webhook endpoint at',
      'rotated a webhook signing secret',
    ),
    'webhook.test_sent': forWhom('sent a test event to', 'sent a webhook test event'),
    'webhook.redelivered': forWhom('redelivered an event to', 'redelivered a webhook event'),
  },
  'Settings and domains': {
    'settings.updated': plain('changed the settings'),
    'settings.disclosure_policy_changed': plain('changed the disclosure policy URL'),
    'portal.published': plain('published the portal'),
    'portal.unpublished': plain('unpublished the portal'),
    'settings.logo.replaced': plain('replaced the logo'),
    'settings.logo.removed': plain('removed the logo'),
    'settings.favicon.replaced': plain('replaced the favicon'),
    'settings.favicon.removed': plain('removed the favicon'),
    'settings.banner.replaced': plain('replaced the banner'),
    'settings.banner.removed': plain('removed the banner'),
    'settings.byoid_updated': plain('changed how visitors sign in with their own identity'),
    'settings.generative_ai': plain('changed the Ask AI settings'),
    'settings.totp_required': plain('changed whether staff need two-step sign-in'),
    'custom_domain.added': forWhom('added the custom domain', 'added a custom domain'),
    'custom_domain.removed': forWhom('removed the custom domain', 'removed a custom domain'),
    'custom_domain.verified': forWhom('verified the custom domain', 'verified a custom domain'),
    'custom_domain.verification_failed': forWhom(
      'could not verify the custom domain',
      'could not verify a custom domain',
    ),
    'sso.configured': plain('configured single sign-on'),
    'sso_domain.added': forWhom('added the sign-in domain', 'added a sign-in domain'),
    'sso_domain.removed': forWhom('removed the sign-in domain', 'removed a sign-in domain'),
    'sso_domain.verified': forWhom('verified the sign-in domain', 'verified a sign-in domain'),
    'sso_domain.verification_failed': forWhom(
      'could not verify the sign-in domain',
      'could not verify a sign-in domain',
    ),
  },
  'Staff and sign-in': {
    'staff.invited': forWhom('invited', 'invited a staff member'),
    'staff.invite_resent': forWhom('sent the invitation again to', 'sent an invitation again'),
    'staff.updated': forWhom('changed the access of', 'changed a staff member'),
    'staff.removed': forWhom('removed', 'removed a staff member'),
    'staff.created_by_sso': forWhom(
      'added by single sign-on',
      'added a staff member by single sign-on',
    ),
    'staff.password_set': plain('set a password'),
    'staff.password_reset.requested': plain('asked for a password reset'),
    'staff.password_reset.completed': plain('reset a password'),
    'staff.recovery_code_used': plain('signed in with a recovery code'),
    'staff.totp_enrolment_started': plain('started setting up two-step sign-in'),
    'staff.totp_enabled': plain('turned on two-step sign-in'),
    'staff.totp_disabled': plain('turned off two-step sign-in'),
    'staff.totp_reset': forWhom('reset the two-step sign-in of', 'reset two-step sign-in'),
    'staff_user.created': forWhom('created the staff member', 'created a staff member'),
    'session.created': plain('signed in'),
    'session.deleted': plain('signed out'),
    'auth.sign_in_failed': forWhom('failed to sign in as', 'failed to sign in'),
    'auth.sign_in_rate_limited': forWhom(
      'was stopped after too many sign-in attempts as',
      'was stopped after too many sign-in attempts',
    ),
  },
  Organisation: {
    'org.created': the('created', 'organisation', 'an'),
    'org.seeded': plain('seeded the demo trust center'),
    'org.plan_changed': plain('changed the plan'),
    'organisation.delete': the('deleted', 'organisation', 'an'),
    'organisation.exported': plain('exported the organisation'),
    'organisation.imported': plain('imported the organisation'),
    'data.export': plain('exported the data'),
    'data_export.started': plain('started a data export'),
    'data_export.downloaded': plain('downloaded a data export'),
    'files.key_rotated': plain('re-encrypted the stored files under a new key'),
    'audit.exported': plain('downloaded the audit log'),
  },
} as const satisfies Record<AuditActionGroup, Record<string, Says>>;

type Table = typeof TABLE;
/** Every code the server may write. */
export type AuditAction = { [G in keyof Table]: keyof Table[G] & string }[keyof Table];

export interface AuditActionMeaning {
  code: string;
  group: AuditActionGroup;
  says: Says;
}

/** The table, flat: code to its group and sentence. */
export const AUDIT_ACTIONS: ReadonlyMap<string, AuditActionMeaning> = new Map(
  AUDIT_ACTION_GROUPS.flatMap((group) =>
    Object.entries(TABLE[group]).map(([code, says]): [string, AuditActionMeaning] => [
      code,
      { code, group, says },
    ]),
  ),
);

export const isAuditAction = (code: string): code is AuditAction => AUDIT_ACTIONS.has(code);
