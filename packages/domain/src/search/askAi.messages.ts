/** Ask AI's limits and texts, without zod (the web app imports them). */
/** visitor-portal.md §5, §9: the search input's maximum length. */
export const ASK_AI_MAX_QUERY_LENGTH = 512;

export const ASK_AI_MESSAGES = {
  termRequired: 'Ask a question',
  termTooLong: `A question can be at most ${ASK_AI_MAX_QUERY_LENGTH} characters`,
  productRequired: 'A product is required',
  /** visitor-portal.md §8, the portal's error snack. */
  failed: 'Failed to get an answer from the AI. Please try again later.',
  notAvailable: 'Ask AI is not available',
  providerUnavailable: 'The AI provider is not available. Please try again later.',
  providerFailed: 'The AI provider could not answer. Please try again later.',
} as const;
