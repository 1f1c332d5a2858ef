import type { AccountMemberView } from '@candor/domain/access/access.schema';
import { describe, expect, it } from 'vitest';
import {
  accessLine,
  canDownloadSignedNda,
  ndaLine,
  reviewLine,
  reviewTitle,
} from './accountMenuLines.js';

const member: AccountMemberView = {
  email: 'gina@globex.example',
  firstName: 'Gina',
  lastName: 'Globex',
  accountId: 'a1',
  accountName: 'Globex',
  isAutoApprovedAccountMember: false,
  reviewStatus: 'InProgress',
  accessExpiresAt: '2031-03-05T12:00:00.000Z',
  accessExpired: false,
  nda: { passed: false, provider: 'clickwrap', email: 'gina@globex.example' },
};

describe('the account menu lines', () => {
  it('names the review and its status, unless Other', () => {
    expect(reviewTitle(member, 'Acme Corp')).toBe("Globex's Review of Acme Corp");
    expect(reviewLine(member)).toBe('Review In Progress');
    expect(reviewLine({ ...member, reviewStatus: 'NotStarted' })).toBe('Review Not Started');
    expect(reviewLine({ ...member, reviewStatus: 'Other' })).toBeNull();
  });

  it('tells until when access runs, or that it expired', () => {
    expect(accessLine(member)).toBe('Access until March 5, 2031');
    expect(accessLine({ ...member, accessExpired: true })).toBe('Access expired');
  });

  it('offers the signed NDA only for a passed clickwrap NDA', () => {
    expect(ndaLine(member)).toBe('NDA not signed yet');
    expect(canDownloadSignedNda(member)).toBe(false);
    const passed = { ...member, nda: { ...member.nda, passed: true } };
    expect(canDownloadSignedNda(passed)).toBe(true);
    expect(canDownloadSignedNda({ ...passed, nda: { ...passed.nda, provider: 'external' } })).toBe(
      false,
    );
    expect(ndaLine({ ...member, nda: { ...member.nda, provider: 'none' } })).toBeNull();
  });
});
