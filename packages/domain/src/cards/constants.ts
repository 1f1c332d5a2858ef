/** Card kinds of staff-content.md §3, in the spec's order. */
export const CARD_KINDS = [
  'Reports',
  'Certifications',
  'Questionnaires',
  'ProductFeatures',
  'DataSecurity',
  'ApplicationSecurity',
  'Legal',
  'Ai',
  'Esg',
  'DataPrivacy',
  'AccessControl',
  'Infrastructure',
  'EndpointSecurity',
  'NetworkSecurity',
  'InternalPractices',
  'Policies',
  'ContinuousMonitoring',
  'PhysicalEnvironmental',
  'ChangeConfigurationManagement',
  'AwarenessTraining',
  'BusinessContinuity',
  'AssetManagement',
  'RiskManagement',
  'IncidentResponse',
  'Overview',
  'RiskProfile',
  'SecurityGrades',
  'TrustedBy',
  'Subprocessors',
  'Documents',
  'CustomerData',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Default card titles shown when staff have not renamed a card. */
export const CARD_DEFAULT_TITLES: Record<CardKind, string> = {
  Reports: 'Reports',
  Certifications: 'Compliance',
  Questionnaires: 'Questionnaires',
  ProductFeatures: 'Product Security',
  DataSecurity: 'Data Security',
  ApplicationSecurity: 'App Security',
  Legal: 'Legal',
  Ai: 'AI',
  Esg: 'ESG',
  DataPrivacy: 'Data Privacy',
  AccessControl: 'Access Control',
  Infrastructure: 'Infrastructure',
  EndpointSecurity: 'Endpoint Security',
  NetworkSecurity: 'Network Security',
  InternalPractices: 'Corporate Security',
  Policies: 'Policies',
  ContinuousMonitoring: 'Continuous Monitoring',
  PhysicalEnvironmental: 'Physical Security',
  ChangeConfigurationManagement: 'Change Management',
  AwarenessTraining: 'Security Awareness',
  BusinessContinuity: 'Business Continuity',
  AssetManagement: 'Asset Management',
  RiskManagement: 'Risk Management',
  IncidentResponse: 'Incident Response',
  Overview: 'Overview',
  RiskProfile: 'Risk Profile',
  SecurityGrades: 'Security Grades',
  TrustedBy: 'Trusted By',
  Subprocessors: 'Subprocessors',
  Documents: 'Documents',
  CustomerData: 'Customer Data',
};

/** Section ids of staff-content.md §3. */
export const SECTION_IDS = [
  'overview',
  'certifications',
  'overview_and_certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'trust_center_updates',
  'help',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Partial<Record<SectionId, string>> = {
  // The grid has no visible heading: the section nav and the re-order dialog both name it this.
  cards: 'Security controls',
  knowledge_base: 'Knowledge Base (FAQs)',
  trust_center_updates: 'Trust Center Updates',
  help: 'Help',
};

/** The layout order of staff-content.md §2 "Trust center page layout". */
export const DEFAULT_SECTION_ORDER: readonly SectionId[] = [
  'overview',
  'certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'trust_center_updates',
  'help',
];

/** Sections that have a card of their own kind; every other card kind lives in the 'cards' grid. */
export const SECTION_CARD_KIND: Partial<Record<SectionId, CardKind>> = {
  overview: 'Overview',
  certifications: 'Certifications',
  trusted_by: 'TrustedBy',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
};

/** Item enabled states of staff-content.md §3/§4. */
export const ENABLED_STATES = ['Enabled', 'WorkInProgress', 'NotEnabled'] as const;
export type EnabledState = (typeof ENABLED_STATES)[number];

export const PUBLIC_ACCESS_LEVELS = ['Minimal', 'PublicContentOnly', 'Full'] as const;
export type PublicAccessLevel = (typeof PUBLIC_ACCESS_LEVELS)[number];

export const DOCUMENT_ACCESS_TYPES = ['view-only', 'view-and-download'] as const;
export type DocumentAccessType = (typeof DOCUMENT_ACCESS_TYPES)[number];

/** Recurrence values; 'none' adds no tag. The spec leaves the enumeration open. */
export const RECURRENCES = ['none', 'daily', 'weekly', 'monthly', 'quarterly', 'annually'] as const;
export type Recurrence = (typeof RECURRENCES)[number];
export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  none: 'None',
  daily: 'Day',
  weekly: 'Week',
  monthly: 'Month',
  quarterly: 'Quarter',
  annually: 'Year',
};

export const MATURITIES = ['initial', 'developing', 'defined', 'managed', 'optimized'] as const;
export type Maturity = (typeof MATURITIES)[number];
export const MATURITY_LABELS: Record<Maturity, string> = {
  initial: 'Initial',
  developing: 'Developing',
  defined: 'Defined',
  managed: 'Managed',
  optimized: 'Optimized',
};

/** The label of a stored maturity value; values outside the enumeration show as stored. */
export function maturityLabel(value: string): string {
  const maturity = MATURITIES.find((known) => known === value);
  return maturity ? MATURITY_LABELS[maturity] : value;
}

export const UPDATE_CATEGORIES = [
  'compliance',
  'vulnerabilities',
  'incidents',
  'subprocessors',
  'general',
] as const;
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];

export const CONTACT_ACTIONS = ['send-email', 'direct-to-site'] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

export const BANNER_LEVELS = ['none', 'low', 'medium'] as const;
export type BannerLevel = (typeof BANNER_LEVELS)[number];

/** Business constants of both specs, §9. */
export const LIMITS = {
  cardItemsShown: 3,
  cardsPerRow: 3,
  documentsCollapsed: 12,
  documentsCollapsedSmall: 9,
  updatesPageSize: 5,
  knowledgeBasePageSize: 10,
  notificationBarDays: 24,
  titleMin: 2,
  titleMax: 100,
  displayTextMin: 4,
  displayTextMax: 100,
  placeholderMax: 1000,
  customUrlSlugMax: 100,
  searchInputMax: 512,
} as const;
