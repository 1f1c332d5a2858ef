/** The audit log's calls that are new with its filters and export (one function a call). */
import { jsonRequest } from '../../api/jsonRequest.js';
import { queryString } from '../api/adminApi.js';
import type { AuditFilter } from '../api/adminApi.js';

export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

export const auditPeople = () =>
  jsonRequest<{ people: AuditPerson[] }>('GET', '/api/admin/audit/people');

/** The filtered log as CSV: a link the browser follows with the session cookie. */
export const auditExportUrl = (filter: AuditFilter): string =>
  `/api/admin/audit/export.csv${queryString({ ...filter })}`;

export const auditPeopleKey = ['admin', 'audit-people'] as const;
