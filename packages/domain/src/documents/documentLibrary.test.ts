import { describe, expect, it } from 'vitest';
import { documentPatchSchema } from './document.schema.js';
import { isDocumentExpired, pickableDocuments } from './documentLibrary.js';

describe('pickableDocuments', () => {
  it('lists only documents neither linked nor pending, sorted by name', () => {
    const library = [
      { id: '1', name: 'soc2.pdf' },
      { id: '2', name: 'ISO 27001.pdf' },
      { id: '3', name: 'pentest.pdf' },
      { id: '4', name: 'Architecture.pdf' },
    ];
    expect(pickableDocuments(library, new Set(['3'])).map((d) => d.name)).toEqual([
      'Architecture.pdf',
      'ISO 27001.pdf',
      'soc2.pdf',
    ]);
  });
});

describe('documentPatchSchema', () => {
  it('takes a real date or null and refuses anything else with the spec message', () => {
    expect(documentPatchSchema.parse({ expiresOn: '2027-02-28' })).toEqual({
      expiresOn: '2027-02-28',
    });
    expect(documentPatchSchema.parse({ expiresOn: null })).toEqual({ expiresOn: null });
    for (const bad of ['2027-02-30', '28/02/2027', 'soon']) {
      const result = documentPatchSchema.safeParse({ expiresOn: bad });
      expect(result.error?.issues[0]?.message).toBe('Invalid expiration date');
    }
  });

  it('trims names and refuses empty ones', () => {
    expect(documentPatchSchema.parse({ name: '  SOC 2.pdf ' })).toEqual({ name: 'SOC 2.pdf' });
    expect(documentPatchSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Enter a name for the document.',
    );
  });
});

it('an expiry date before today is expired', () => {
  expect(isDocumentExpired('2026-01-01', '2026-06-01')).toBe(true);
  expect(isDocumentExpired('2026-06-01', '2026-06-01')).toBe(false);
  expect(isDocumentExpired(null, '2026-06-01')).toBe(false);
});
