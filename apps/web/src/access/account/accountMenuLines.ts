/**
 * The account menu's texts (visitor-portal.md §2 'Account menu'): "{account}'s Review of
 * {org}", 'Review {status}' unless Other, the access line and the NDA line.
 */
import {
  ACCOUNT_REVIEW_STATUS_LABELS,
  ACCOUNT_REVIEW_STATUSES,
} from '@candor/domain/access/access.constants';
import type { AccountMemberView } from '@candor/domain/access/access.schema';
import { formatLongDate } from '@candor/domain/portal/format';

export const reviewTitle = (member: AccountMemberView, orgName: string): string =>
  `${member.accountName}'s Review of ${orgName}`;

export function reviewLine(member: AccountMemberView): string | null {
  const status = ACCOUNT_REVIEW_STATUSES.find((known) => known === member.reviewStatus);
  if (status === undefined || status === 'Other') return null;
  return `Review ${ACCOUNT_REVIEW_STATUS_LABELS[status]}`;
}

export function accessLine(member: AccountMemberView): string {
  if (member.accessExpired) return 'Access expired';
  if (member.accessExpiresAt) return `Access until ${formatLongDate(member.accessExpiresAt)}`;
  return 'Access without an end date';
}

export function ndaLine(member: AccountMemberView): string | null {
  if (member.nda.provider === 'none') return null;
  return member.nda.passed ? 'NDA signed' : 'NDA not signed yet';
}

/** A signed NDA can be downloaded only for the clickwrap provider, once passed (§2). */
export const canDownloadSignedNda = (member: AccountMemberView): boolean =>
  member.nda.provider === 'clickwrap' && member.nda.passed;
