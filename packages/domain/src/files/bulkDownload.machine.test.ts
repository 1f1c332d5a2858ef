import { describe, expect, it } from 'vitest';
import {
  bulkDownloadOutcome,
  bulkDownloadTransition as next,
  failedDocumentName,
  failedDocumentsTitle,
  type BulkDownloadEvent,
  type BulkDownloadState,
} from './bulkDownload.machine.js';

describe('bulk download state machine (staff-content.md §4)', () => {
  it('follows the transitions the spec names', () => {
    expect(next('idle', 'begin-download')).toBe('loading');
    expect(next('loading', 'cancel')).toBe('idle');
    expect(next('loading', 'error')).toBe('error');
    expect(next('loading', 'success')).toBe('success');
    expect(next('loading', 'partial-success')).toBe('partial_success');
    expect(next('error', 'begin-download')).toBe('loading');
    expect(next('error', 'reset')).toBe('idle');
    expect(next('success', 'reset')).toBe('idle');
    expect(next('partial_success', 'reset')).toBe('idle');
  });

  it('ignores every other event', () => {
    const states: BulkDownloadState[] = ['idle', 'loading', 'error', 'success', 'partial_success'];
    const events: BulkDownloadEvent[] = [
      'begin-download',
      'cancel',
      'error',
      'success',
      'partial-success',
      'reset',
    ];
    const allowed = new Set([
      'idle:begin-download',
      'loading:cancel',
      'loading:error',
      'loading:success',
      'loading:partial-success',
      'error:begin-download',
      'error:reset',
      'success:reset',
      'partial_success:reset',
    ]);
    for (const state of states) {
      for (const event of events) {
        if (!allowed.has(`${state}:${event}`)) expect(next(state, event)).toBe(state);
      }
    }
  });

  it('reads the answer as success, partial success or error', () => {
    expect(bulkDownloadOutcome({ successCount: 3, failedFileIds: [] })).toBe('success');
    expect(bulkDownloadOutcome({ successCount: 2, failedFileIds: ['f'] })).toBe('partial-success');
    expect(bulkDownloadOutcome({ successCount: 0, failedFileIds: ['f'] })).toBe('error');
  });

  it('names failed files by their original name, or (Untitled)', () => {
    expect(failedDocumentsTitle(2)).toBe('Failed to download 2 document(s)');
    expect(failedDocumentName('SOC 2.pdf')).toBe('SOC 2.pdf');
    expect(failedDocumentName('')).toBe('(Untitled)');
    expect(failedDocumentName(null)).toBe('(Untitled)');
  });
});
