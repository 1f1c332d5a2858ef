/**
 * PostgreSQL enums, each built from the domain's value list: the database refuses any other
 * value, and Drizzle types the column as the domain's union, so no reader casts from text.
 * A value added to a domain list needs a migration (drizzle-kit writes ALTER TYPE ... ADD VALUE).
 */
import {
  ACCESS_DECISION_SOURCES,
  ACCESS_DOMAIN_RULES,
  ACCESS_REQUEST_KINDS,
  ACCESS_REQUEST_STATUSES,
  ACCESS_STATUSES,
  ACCOUNT_REVIEW_STATUSES,
  ACTOR_TYPES,
  ANALYTICS_EVENT_KINDS,
  ASSET_TYPES,
  AUTO_APPROVE_MODES,
  BANNER_LEVELS,
  CARD_KINDS,
  DOCUMENT_ACCESS_TYPES,
  ENABLED_STATES,
  FILE_ACCESS_LEVELS,
  INTEGRATION_KINDS,
  INTEGRATION_STATES,
  JOB_STATUSES,
  KB_ACCESS_LEVELS,
  MAIL_STATUSES,
  MATURITIES,
  NDA_PROVIDERS,
  PUBLIC_ACCESS_LEVELS,
  RECURRENCES,
  RELATIONSHIPS,
  SESSION_KINDS,
  SUBSCRIBER_BLOCK_KINDS,
  SUBSCRIBER_STATUSES,
  UPDATE_AUDIENCES,
  UPDATE_CATEGORIES,
  USED_TOKEN_KINDS,
  LOGIN_TOKEN_PURPOSES,
  QUESTIONNAIRE_STATUSES,
} from '@candor/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

export const cardKind = pgEnum('card_kind', CARD_KINDS);
export const enabledState = pgEnum('enabled_state', ENABLED_STATES);
export const maturity = pgEnum('maturity', MATURITIES);
export const recurrence = pgEnum('recurrence', RECURRENCES);
export const publicAccessLevel = pgEnum('public_access_level', PUBLIC_ACCESS_LEVELS);
export const bannerLevel = pgEnum('banner_level', BANNER_LEVELS);
export const documentAccessType = pgEnum('document_access_type', DOCUMENT_ACCESS_TYPES);
export const fileAccessLevel = pgEnum('file_access_level', FILE_ACCESS_LEVELS);
export const assetType = pgEnum('asset_type', ASSET_TYPES);
export const kbAccessLevel = pgEnum('kb_access_level', KB_ACCESS_LEVELS);
export const updateCategory = pgEnum('update_category', UPDATE_CATEGORIES);
export const updateAudience = pgEnum('update_audience', UPDATE_AUDIENCES);
export const sessionKind = pgEnum('session_kind', SESSION_KINDS);
export const actorType = pgEnum('actor_type', ACTOR_TYPES);

export const accountReviewStatus = pgEnum('account_review_status', ACCOUNT_REVIEW_STATUSES);
export const accessStatus = pgEnum('access_status', ACCESS_STATUSES);
export const ndaProvider = pgEnum('nda_provider', NDA_PROVIDERS);
export const accessRequestKind = pgEnum('access_request_kind', ACCESS_REQUEST_KINDS);
export const accessRequestStatus = pgEnum('access_request_status', ACCESS_REQUEST_STATUSES);
export const accessDecisionSource = pgEnum('access_decision_source', ACCESS_DECISION_SOURCES);
export const relationship = pgEnum('relationship', RELATIONSHIPS);
export const autoApproveMode = pgEnum('auto_approve_mode', AUTO_APPROVE_MODES);
export const accessDomainRule = pgEnum('access_domain_rule', ACCESS_DOMAIN_RULES);
export const analyticsEventKind = pgEnum('analytics_event_kind', ANALYTICS_EVENT_KINDS);
export const usedTokenKind = pgEnum('used_token_kind', USED_TOKEN_KINDS);
export const loginTokenPurpose = pgEnum('login_token_purpose', LOGIN_TOKEN_PURPOSES);

export const subscriberStatus = pgEnum('subscriber_status', SUBSCRIBER_STATUSES);
export const subscriberBlockKind = pgEnum('subscriber_block_kind', SUBSCRIBER_BLOCK_KINDS);

export const jobStatus = pgEnum('job_status', JOB_STATUSES);
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

export const integrationKind = pgEnum('integration_kind', INTEGRATION_KINDS);
export const integrationState = pgEnum('integration_state', INTEGRATION_STATES);
export const questionnaireStatus = pgEnum('questionnaire_status', QUESTIONNAIRE_STATUSES);
