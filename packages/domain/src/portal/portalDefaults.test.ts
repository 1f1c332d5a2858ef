import { describe, expect, it } from 'vitest';
import { isFileDownloadable } from '../files/file.rules.js';
import { PORTAL_DEFAULTS } from './portalDefaults.js';
import { itemVisibility } from './visibility.js';

describe('a portal whose organisation changed no setting', () => {
  it("is titled 'Trust Center' (visitor-portal.md §1)", () => {
    expect(PORTAL_DEFAULTS.portalTitle).toBe('Trust Center');
  });

  it('keeps non-public items from anonymous visitors and shows them public ones', () => {
    const viewer = {
      mode: 'public',
      publicAccessLevel: PORTAL_DEFAULTS.publicAccessLevel,
      hasAccess: false,
    } as const;
    expect(itemVisibility({ publicAccess: false, hidden: false }, viewer)).toBe('restricted');
    expect(itemVisibility({ publicAccess: true, hidden: false }, viewer)).toBe('visible');
  });

  it('lets a visitor download a document that has no access type of its own', () => {
    expect(
      isFileDownloadable(
        { documentAccessType: null },
        PORTAL_DEFAULTS.documentAccessType,
        'public',
      ),
    ).toBe(true);
  });
});
