/**
 * Who may export the organisation's data from the private area (start an export, follow it,
 * download the zip): its own scope, data:export, in the Admin preset.
 */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const DATA_EXPORT_POLICY_ACTIONS = ['data.export'] as const;
export type DataExportPolicyAction = (typeof DATA_EXPORT_POLICY_ACTIONS)[number];

export const dataExportPolicy = (
  actor: Actor,
  _action: DataExportPolicyAction,
  subject: OrgSubject,
): boolean => isStaffWithScope(actor, 'data:export', subject.orgId);

/** An export in the private area: its progress while it runs, its download once done. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export interface DataExportView {
  id: string;
  status: DataExportStatus;
  rows: number;
  rowsTotal: number;
  files: number;
  filesTotal: number;
  /** The zip's size once done. */
  size: number | null;
  error: string | null;
  requestedBy: string | null;
  createdAt: string;
  /** When the zip is deleted (done), or null. */
  expiresAt: string | null;
}

/** How long a finished export stays downloadable. */
export const DATA_EXPORT_KEPT_HOURS = 24;
