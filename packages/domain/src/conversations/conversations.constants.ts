/**
 * Questionnaires, the TPRM hand-off and comments (staff-content.md §2, §3, §4, §6, §9;
 * visitor-portal.md §2 'Comments', §5): their states, limits, partners and the spec's words.
 */

/** A submitted questionnaire's state in the staff queue. */
export const QUESTIONNAIRE_STATUSES = ['submitted', 'in_progress', 'answered'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

export const QUESTIONNAIRE_STATUS_LABELS: Record<QuestionnaireStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  answered: 'Answered',
};

export const CONVERSATION_LIMITS = {
  /** A comment's length after trimming (the spec names none; a long e-mail's worth). */
  commentMaxLength: 4000,
  /** A questionnaire link. */
  linkMaxLength: 2000,
  /** A questionnaire's optional note to staff. */
  noteMaxLength: 2000,
  /** Comments a member may post per hour, and questionnaires per day. */
  commentsPerHour: 60,
  questionnairesPerDay: 20,
} as const;

/** The TPRM token (staff-content.md §9): expires after 24 hours; 'Copied' resets after 5 s. */
export const TPRM_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const TPRM_COPIED_RESET_MS = 5000;

/** A third-party risk-management tool a member may send data to (staff-content.md §3). */
export interface TprmPartner {
  id: string;
  name: string;
  domain: string;
}

/**
 * The partner list. The spec names the entity (id, name, domain) but no partners; these are
 * widely used TPRM tools. The token says which one it was made for.
 */
export const TPRM_PARTNERS: readonly TprmPartner[] = [
  { id: 'onetrust', name: 'OneTrust', domain: 'onetrust.com' },
  { id: 'processunity', name: 'ProcessUnity', domain: 'processunity.com' },
  { id: 'prevalent', name: 'Prevalent', domain: 'prevalent.net' },
  { id: 'whistic', name: 'Whistic', domain: 'whistic.com' },
  { id: 'upguard', name: 'UpGuard', domain: 'upguard.com' },
  { id: 'panorays', name: 'Panorays', domain: 'panorays.com' },
];

export const tprmPartnerById = (id: string): TprmPartner | undefined =>
  TPRM_PARTNERS.find((partner) => partner.id === id);

/** Texts of the specs, word for word, and Candor's where the spec is silent. */
export const CONVERSATION_MESSAGES = {
  // staff-content.md §2
  submitQuestionnaire: 'Submit a questionnaire',
  sendToTprm: 'Send data to TPRM',
  questionnaireInfoTitle: 'Questionnaires can take some time',
  viewDocuments: 'View Documents',
  uploadIt: 'upload it',
  provideLink: 'provide a link',
  questionnaireSubmitted: 'Questionnaire submitted successfully',
  // visitor-portal.md §2 'Comments'
  conversation: 'Conversation',
  typeHere: 'Type here...',
  send: 'Send',
  emptyThread: 'Type below to start a conversation',
  copied: 'Copied',
  copy: 'Copy',
  // Candor's
  commentTooLong: `A comment can be at most ${CONVERSATION_LIMITS.commentMaxLength} characters.`,
  commentEmpty: 'Type a comment first.',
  linkInvalid: 'Enter the questionnaire’s https:// link.',
  questionnairesOff: 'This organisation does not accept questionnaires here.',
  commentsOff: 'Comments are turned off for this trust center.',
  itemNotFound: 'Item not found',
  questionnaireNotFound: 'Questionnaire not found',
  threadNotFound: 'Conversation not found',
  unknownPartner: 'Choose one of the listed integrations.',
  tprmUnavailable: 'Sending data to a TPRM tool is not available for this trust center.',
  noAnswerYet: 'This questionnaire has no answer yet.',
  tooMany: 'Too many requests. Please try again later.',
  answerSaved: 'Answer sent',
  statusSaved: 'Status updated',
  replySent: 'Reply sent',
} as const;
