/** How the access screens name states. */
import {
  ACCOUNT_REVIEW_STATUS_LABELS,
  NDA_PROVIDER_LABELS,
  NDA_STATE_LABELS,
  formatLongDate,
  type AccountSummary,
} from '@candor/domain';

export { ACCOUNT_REVIEW_STATUS_LABELS, NDA_PROVIDER_LABELS, NDA_STATE_LABELS };

export const accessLabel = (account: Pick<AccountSummary, 'accessStatus' | 'expired'>) =>
  account.accessStatus === 'revoked' ? 'Revoked' : account.expired ? 'Expired' : 'Active';

export const accessColor = (account: Pick<AccountSummary, 'accessStatus' | 'expired'>) =>
  account.accessStatus === 'revoked' ? 'red' : account.expired ? 'yellow' : 'teal';

/** A YYYY-MM-DD day ('MMMM d, yyyy'), or 'No expiry'. */
export function formatDay(day: string | null): string {
  return day ? formatLongDate(day) : 'No expiry';
}
