/**
 * The help section's two contacts, as the section labels them (and search names its web-page
 * results). A module of its own: the portal's first screen needs the labels, not the search
 * documents' code beside them (search/searchDocs.ts).
 */
export const HELP_CONTACT_LABELS = {
  contactSupport: 'Contact support',
  reportIssue: 'Report issue',
} as const;
