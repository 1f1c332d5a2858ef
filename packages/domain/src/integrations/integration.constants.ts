/** Integrations of staff-content.md §3/§4; stored as enums. */
export const INTEGRATION_KINDS = ['bug_bounty', 'status_page', 'rating'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_STATES = ['disconnected', 'connecting', 'connected'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];
