/**
 * The account dialog's values: an existing account's fields, or a new account's defaults (access
 * until today plus the organisation's default access days, when it has some).
 */
import type { AccountDetail, AccountInput, AccountReviewStatus, NdaProvider } from '@candor/domain';

export interface AccountFormValues {
  name: string;
  domain: string;
  reviewStatus: AccountReviewStatus;
  /** '' for the organisation's default profile. */
  permissionProfileId: string;
  /** YYYY-MM-DD or '' for no expiry. */
  accessExpiresOn: string;
  /** '' for the organisation's NDA provider. */
  ndaProvider: NdaProvider | '';
}

/** Today plus `days`, as YYYY-MM-DD (UTC). */
export function dayAfter(days: number, today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function accountFormValues(
  account: AccountDetail | null,
  defaultAccessDays: number | null,
  today: Date = new Date(),
): AccountFormValues {
  if (!account) {
    return {
      name: '',
      domain: '',
      reviewStatus: 'NotStarted',
      permissionProfileId: '',
      accessExpiresOn: defaultAccessDays ? dayAfter(defaultAccessDays, today) : '',
      ndaProvider: '',
    };
  }
  return {
    name: account.name,
    domain: account.domain ?? '',
    reviewStatus: account.reviewStatus,
    permissionProfileId: account.permissionProfile?.id ?? '',
    accessExpiresOn: account.accessExpiresOn ?? '',
    ndaProvider: account.ndaProvider ?? '',
  };
}

/** What the API takes: empty choices are the organisation's defaults (null). */
export const accountInputOf = (values: AccountFormValues): AccountInput => ({
  name: values.name,
  domain: values.domain.trim() === '' ? null : values.domain,
  reviewStatus: values.reviewStatus,
  permissionProfileId: values.permissionProfileId || null,
  accessExpiresOn: values.accessExpiresOn || null,
  ndaProvider: values.ndaProvider || null,
});
