/** The private area's access calls (routes/admin/accessAdminRoutes.ts). */
import type {
  AccessRequestRow,
  AccessRules,
  AccessRulesInput,
  ApproveRequestInput,
  BulkDecisionInput,
  RuleDecision,
} from '@candor/domain/access/access.rules';
import { jsonRequest } from '../../api/jsonRequest.js';
import { queryString } from '../api/adminApi.js';

const BASE = '/api/admin/access';
const id = encodeURIComponent;

export interface QueueOptions {
  accounts: { id: string; name: string; domain: string | null }[];
  profiles: { id: string; name: string; isDefault: boolean }[];
  defaultAccessDays: number | null;
}

export interface BulkAnswer {
  decided: string[];
  failed: { id: string; message: string }[];
  message: string;
}

export const accessKeys = {
  rules: ['admin', 'access', 'rules'] as const,
  requests: (status: string, search: string) =>
    ['admin', 'access', 'requests', status, search] as const,
  allRequests: ['admin', 'access', 'requests'] as const,
  options: ['admin', 'access', 'options'] as const,
};

export const accessAdminApi = {
  rules: () => jsonRequest<{ rules: AccessRules }>('GET', `${BASE}/rules`),
  saveRules: (rules: AccessRulesInput) =>
    jsonRequest<{ rules: AccessRules; message: string }>('PUT', `${BASE}/rules`, rules),
  dryRun: (email: string) =>
    jsonRequest<{ email: string; domain: string; result: RuleDecision }>(
      'POST',
      `${BASE}/rules/dry-run`,
      { email },
    ),
  requests: (status: string, search: string) =>
    jsonRequest<{ requests: AccessRequestRow[] }>(
      'GET',
      `${BASE}/requests${queryString({ status, search })}`,
    ),
  options: () => jsonRequest<QueueOptions>('GET', `${BASE}/requests/options`),
  approve: (requestId: string, input: ApproveRequestInput) =>
    jsonRequest<{ id: string; message: string }>(
      'POST',
      `${BASE}/requests/${id(requestId)}/approve`,
      input,
    ),
  decline: (requestId: string, reason: string) =>
    jsonRequest<{ id: string; message: string }>(
      'POST',
      `${BASE}/requests/${id(requestId)}/decline`,
      { reason },
    ),
  bulk: (input: BulkDecisionInput) =>
    jsonRequest<BulkAnswer>('POST', `${BASE}/requests/bulk`, input),
};
