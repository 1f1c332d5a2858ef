/** Who may open a file (staff-content.md §6 "File access"). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';
import type { PortalMode } from '../portal/portalView.js';

export const FILE_POLICY_ACTIONS = ['file.view', 'file.download'] as const;
export type FilePolicyAction = (typeof FILE_POLICY_ACTIONS)[number];

export interface FileSubject extends OrgSubject {
  /** The viewer's portal mode. */
  mode: PortalMode;
  /** The file's item is readable by the viewer (itemVisibility(...) === 'visible'). */
  unlocked: boolean;
  /** The file may be downloaded, not only viewed (isFileDownloadable). */
  downloadable: boolean;
}

/**
 * In main mode the staff member's scopes decide (files:view or files:download to view,
 * files:download to download). Outside main mode the item's visibility decides, and downloads
 * also need a downloadable file. System jobs (bulk download archives, indexing) read any file
 * of the organisation they run for; the request that started them was authorised.
 */
const RULES: Record<FilePolicyAction, (actor: Actor, subject: FileSubject) => boolean> = {
  'file.view': (actor, s) => {
    if (actor.type === 'system') return true;
    if (s.mode === 'main') {
      return (
        isStaffWithScope(actor, 'files:view', s.orgId) ||
        isStaffWithScope(actor, 'files:download', s.orgId)
      );
    }
    return s.unlocked;
  },
  'file.download': (actor, s) => {
    if (actor.type === 'system') return true;
    if (s.mode === 'main') return isStaffWithScope(actor, 'files:download', s.orgId);
    return s.unlocked && s.downloadable;
  },
};

export const filePolicy = (actor: Actor, action: FilePolicyAction, subject: FileSubject): boolean =>
  RULES[action](actor, subject);
