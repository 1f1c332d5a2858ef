/** How the access screens name states. */
import {
  ACCOUNT_REVIEW_STATUS_LABELS,
  NDA_PROVIDER_LABELS,
  NDA_STATE_LABELS,
  type AccountSummary,
} from '@candor/domain';

export { ACCOUNT_REVIEW_STATUS_LABELS, NDA_PROVIDER_LABELS, NDA_STATE_LABELS };

export const accessLabel = (account: Pick<AccountSummary, 'accessStatus' | 'expired'>) =>
  account.accessStatus === 'revoked' ? 'Revoked' : account.expired ? 'Expired' : 'Active';

export const accessColor = (account: Pick<AccountSummary, 'accessStatus' | 'expired'>) =>
  account.accessStatus === 'revoked' ? 'red' : account.expired ? 'yellow' : 'teal';

/** A YYYY-MM-DD day as the reader's locale writes it, or 'No expiry'. */
export function formatDay(day: string | null): string {
  if (!day) return 'No expiry';
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
