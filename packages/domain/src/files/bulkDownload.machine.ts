/**
 * The bulk download dialog's states (staff-content.md §4): idle moves to loading on
 * begin-download; from loading, cancel goes to idle, and the request's end to error, success or
 * partial_success; from error, begin-download goes to loading again and reset to idle; success
 * and partial_success reset to idle. Any other event leaves the state as it is.
 */
export type BulkDownloadState = 'idle' | 'loading' | 'error' | 'success' | 'partial_success';

export type BulkDownloadEvent =
  'begin-download' | 'cancel' | 'error' | 'success' | 'partial-success' | 'reset';

const TRANSITIONS: Record<
  BulkDownloadState,
  Partial<Record<BulkDownloadEvent, BulkDownloadState>>
> = {
  idle: { 'begin-download': 'loading' },
  loading: {
    cancel: 'idle',
    error: 'error',
    success: 'success',
    'partial-success': 'partial_success',
  },
  error: { 'begin-download': 'loading', reset: 'idle' },
  success: { reset: 'idle' },
  partial_success: { reset: 'idle' },
};

export function bulkDownloadTransition(
  state: BulkDownloadState,
  event: BulkDownloadEvent,
): BulkDownloadState {
  return TRANSITIONS[state][event] ?? state;
}

/** The request's end as an event: every file, some of them, or none. */
export function bulkDownloadOutcome(result: {
  successCount: number;
  failedFileIds: readonly string[];
}): BulkDownloadEvent {
  if (result.successCount === 0) return 'error';
  return result.failedFileIds.length > 0 ? 'partial-success' : 'success';
}

/** 'Failed to download N document(s)'. */
export const failedDocumentsTitle = (count: number): string =>
  `Failed to download ${count} document(s)`;

/** A failed file by its original name, or '(Untitled)'. */
export const failedDocumentName = (name: string | null | undefined): string =>
  name && name.trim() !== '' ? name : '(Untitled)';
