import { describe, expect, it } from 'vitest';
import { isFileDownloadable } from './file.rules.js';

describe('isFileDownloadable', () => {
  it("follows the organisation's type when the file has none", () => {
    expect(isFileDownloadable({ documentAccessType: null }, 'view-only', 'public')).toBe(false);
    expect(isFileDownloadable({ documentAccessType: null }, 'view-and-download', 'public')).toBe(
      true,
    );
  });

  it("lets the file's own type override the organisation's", () => {
    expect(
      isFileDownloadable({ documentAccessType: 'view-and-download' }, 'view-only', 'public'),
    ).toBe(true);
    expect(
      isFileDownloadable(
        { documentAccessType: 'view-only' },
        'view-and-download',
        'account_external',
      ),
    ).toBe(false);
  });

  it('never blocks downloads in main mode', () => {
    expect(isFileDownloadable({ documentAccessType: 'view-only' }, 'view-only', 'main')).toBe(true);
  });
});
