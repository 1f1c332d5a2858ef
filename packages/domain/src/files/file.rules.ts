/** File access rules of staff-content.md §6. */
import type { DocumentAccessType } from '../cards/constants.js';
import type { PortalMode } from '../portal/portalView.js';

/**
 * Whether a file may be downloaded (not only viewed). The organisation's document access type
 * applies unless the file has its own; 'view-only' blocks downloads outside main mode.
 */
export function isFileDownloadable(
  file: { documentAccessType: DocumentAccessType | null },
  orgDocumentAccessType: DocumentAccessType,
  mode: PortalMode,
): boolean {
  if (mode === 'main') return true;
  return (file.documentAccessType ?? orgDocumentAccessType) === 'view-and-download';
}

export const FILE_MESSAGES = {
  viewOnly: 'This file is view-only and not downloadable in the portal',
  encrypted: 'This file is encrypted so viewing may take a moment',
} as const;
