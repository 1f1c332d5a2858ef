/** A SecurityGrades item's grade (staff-content.md §3 "Security grade entry", §9 colour bands). */
import { gradeBand, gradeLink, ratingService, type SecurityGradeView } from '@candor/domain';
import type { ItemRow } from '../../db/rows.js';
import { mayOnPage, type PresentContext } from './presentContext.js';

export interface StoredSecurityGrade {
  service: string;
  grade: string | null;
  url: string | null;
}

/** The entry stored in `items.data.securityGrade`, or null. */
export function storedSecurityGrade(item: Pick<ItemRow, 'data'>): StoredSecurityGrade | null {
  const stored: unknown = item.data.securityGrade;
  if (typeof stored !== 'object' || stored === null) return null;
  const entry = Object.fromEntries(Object.entries(stored));
  if (typeof entry.service !== 'string') return null;
  return {
    service: entry.service,
    grade: typeof entry.grade === 'string' && entry.grade !== '' ? entry.grade : null,
    url: typeof entry.url === 'string' && entry.url !== '' ? entry.url : null,
  };
}

export function presentSecurityGrade(
  item: ItemRow,
  ctx: PresentContext,
): { securityGrade?: SecurityGradeView | null } {
  if (item.kind !== 'SecurityGrades') return {};
  const stored = storedSecurityGrade(item);
  const service = stored ? ratingService(stored.service) : undefined;
  if (!stored || !service) return { securityGrade: null };
  const editor = mayOnPage(ctx, 'item.edit');
  return {
    securityGrade: {
      service: service.id,
      serviceName: service.name,
      grade: stored.grade,
      band: stored.grade ? gradeBand(service.format, stored.grade) : null,
      link: gradeLink(service, stored.url),
      ...(editor ? { url: stored.url ?? '', fetched: service.fetched } : {}),
    },
  };
}
