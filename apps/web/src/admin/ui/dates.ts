import { formatLongDateTime } from '@candor/domain/portal/format';

/** Moments in the private area: day and time in UTC (the domain's format), or a dash for none. */
export function formatDateTime(iso: string | null): string {
  return (iso && formatLongDateTime(iso)) || '—';
}
