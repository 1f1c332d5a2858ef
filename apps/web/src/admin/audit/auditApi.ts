/** The audit log's calls that are new with its filters and export (one function a call). */
import { answerOf, api } from '../../api/apiClient.js';
import { queryString } from '../api/adminApi.js';
import type { AuditFilter } from '../api/adminApi.js';

export const auditPeople = () => answerOf(api.GET('/api/admin/audit/people'));

/** The filtered log as CSV: a link the browser follows with the session cookie. */
export const auditExportUrl = (filter: AuditFilter): string =>
  `/api/admin/audit/export.csv${queryString({ ...filter })}`;

export const auditPeopleKey = ['admin', 'audit-people'] as const;
