import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './contentDispositionName.js';

describe('the file name of a content-disposition header', () => {
  it('prefers the exact UTF-8 name', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="NDA-Zurich-AG.pdf"; filename*=UTF-8''NDA-Z%C3%BCrich-AG.pdf`,
      ),
    ).toBe('NDA-Zürich-AG.pdf');
  });

  it('reads the quoted and the bare forms', () => {
    expect(fileNameFromContentDisposition('attachment; filename="NDA-Acme.pdf"')).toBe(
      'NDA-Acme.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=nda.pdf')).toBe('nda.pdf');
  });

  it('is null without a name', () => {
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
