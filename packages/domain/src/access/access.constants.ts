/**
 * Value lists of visitor access (visitor-portal.md §2–§5, issue "Visitor access"): the database
 * stores each as a PostgreSQL enum built from these arrays, so rows read back as these unions.
 */

/** An account's security review of the organisation; the menu shows 'Review {label}' unless Other. */
export const ACCOUNT_REVIEW_STATUSES = ['NotStarted', 'InProgress', 'Completed', 'Other'] as const;
export type AccountReviewStatus = (typeof ACCOUNT_REVIEW_STATUSES)[number];
export const ACCOUNT_REVIEW_STATUS_LABELS: Record<AccountReviewStatus, string> = {
  NotStarted: 'Not Started',
  InProgress: 'In Progress',
  Completed: 'Completed',
  Other: 'Other',
};

/** Staff revoke and reactivate an account's (or one member's) access. */
export const ACCESS_STATUSES = ['active', 'revoked'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
/** The staff list of accounts shows all, those of one access status, or those whose access ended. */
export const ACCOUNT_STATUS_FILTERS = ['all', ...ACCESS_STATUSES, 'expired'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUS_FILTERS)[number];

/** How an NDA is passed: not at all, clickwrap in the portal, or signed outside (uploaded copy). */
export const NDA_PROVIDERS = ['none', 'clickwrap', 'external'] as const;
export type NdaProvider = (typeof NDA_PROVIDERS)[number];

/** A request for access, or for more time on access that expired (the extend-access call). */
export const ACCESS_REQUEST_KINDS = ['access', 'extend_access'] as const;
export type AccessRequestKind = (typeof ACCESS_REQUEST_KINDS)[number];

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export const ACCESS_REQUEST_STATUS_LABELS: Record<AccessRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

/**
 * Who or what decided a request; with the status it gives the spec's codes (request_declined,
 * request_declined_blocked_domain, request_declined_third_party, request_access_auto_declined).
 */
export const ACCESS_DECISION_SOURCES = [
  'staff',
  'auto_rule',
  'blocked_domain',
  'third_party',
] as const;
export type AccessDecisionSource = (typeof ACCESS_DECISION_SOURCES)[number];
/** How the request queue says who decided, beside the status. */
export const ACCESS_DECISION_SOURCE_LABELS: Record<AccessDecisionSource, string> = {
  staff: 'By staff',
  auto_rule: 'By an approval rule',
  blocked_domain: 'By the blocked-domain rule',
  third_party: 'By your endpoint (the ask rule)',
};

/** Relationship values of the request form (visitor-portal.md §3). */
export const RELATIONSHIPS = [
  'customer',
  'prospective_customer',
  'vendor',
  'partner',
  'regulator/auditor',
  'researcher',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  customer: 'Customer',
  prospective_customer: 'Prospective Customer',
  vendor: 'Vendor',
  partner: 'Partner',
  'regulator/auditor': 'Regulator/Auditor',
  researcher: 'Researcher',
  other: 'Other',
};

/** The organisation's rule for approving requests without staff. */
export const AUTO_APPROVE_MODES = ['never', 'always', 'listed_domains'] as const;
export type AutoApproveMode = (typeof AUTO_APPROVE_MODES)[number];

/** A domain listed for automatic approval, or blocked from requesting access. */
export const ACCESS_DOMAIN_RULES = ['auto_approve', 'block'] as const;
export type AccessDomainRule = (typeof ACCESS_DOMAIN_RULES)[number];

/** Days an approved account keeps access, per account and as the organisation's default. */
export const ACCESS_DAYS = { min: 1, max: 365 } as const;

/**
 * First-party, cookie-free events for the staff analytics page: who (account, member) read what
 * (document, item) and when. No visitor identifier is kept for anonymous events.
 */
export const ANALYTICS_EVENT_KINDS = [
  'portal_view',
  'document_view',
  'document_download',
  'access_request',
  'nda_acceptance',
  // An expanded card closed: which card and item, and how long it was open (detail.durationMs).
  'card_view',
  // Visitor search (visitor-portal.md §7): a search run (detail.source fuse|semantic, the query,
  // the result count), a result chosen (detail.type, the item), a query left idle for 700 ms,
  // and the results scrolled into view (§9 'items-viewed', 400 ms debounce: detail.viewed of
  // detail.results).
  'search',
  'search_item_selected',
  'search_query_entered',
  'search_items_viewed',
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/**
 * What a mailed member link does: sign in (the login tab, the approval mail), or file the
 * extension request of a member whose access expired (the access modal's 'Request extension').
 */
export const LOGIN_TOKEN_PURPOSES = ['sign_in', 'extend_access'] as const;
export type LoginTokenPurpose = (typeof LOGIN_TOKEN_PURPOSES)[number];

/** Single-use tokens whose use is remembered until they expire (replay protection). */
export const USED_TOKEN_KINDS = ['invite', 'byoid'] as const;
export type UsedTokenKind = (typeof USED_TOKEN_KINDS)[number];

/** The clickwrap NDA in the portal (visitor-portal.md §2 'Account menu', §8, §9). */
export const NDA_UI = {
  /** The NDA reminder toast lasts 20 s. */
  reminderMs: 20_000,
  /** The NDA download failure snack lasts 10 s. */
  failureSnackMs: 10_000,
  downloadFailed: 'Failed to download NDA. Please contact support.',
  acceptToOpen: 'Accept NDA to open',
  reminder: 'Accept the NDA to open restricted documents.',
  agree: 'I agree to the terms of this NDA',
  accept: 'Accept',
  accepted: 'NDA accepted. Restricted documents are now available.',
  downloadSigned: 'Download signed NDA',
} as const;

/** The lengths and timings of visitor access (visitor-portal.md §7–§9). */
export const ACCESS_LIMITS = {
  name: 100,
  companyName: { min: 2, max: 200 },
  jobTitle: 100,
  email: 254,
  source: 100,
  /** Colleagues invited at once. */
  invitees: 20,
  inviteMessage: 2000,
  declineReason: 1000,
  /** The request form's client timeout (visitor-portal.md §9). */
  requestTimeoutMs: 120_000,
  /** A sign-in link is good for 15 minutes, once. */
  loginLinkMinutes: 15,
  /** An invitation is good for 14 days. */
  inviteDays: 14,
} as const;
