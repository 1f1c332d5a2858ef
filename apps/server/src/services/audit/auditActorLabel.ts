import type { ActorType } from '@candor/domain';

export interface ActorNames {
  staffName: string | null;
  staffEmail: string | null;
  accountName: string | null;
}

/** Who did it, in words for the audit screen; people no longer there keep their id. */
export function auditActorLabel(
  type: ActorType,
  actorId: string | null,
  names: ActorNames,
): string {
  switch (type) {
    case 'staff':
      return names.staffEmail
        ? `${names.staffName ?? ''} (${names.staffEmail})`.trim()
        : `Former staff member (${actorId ?? 'unknown'})`;
    case 'operator':
      return `Installation operator (${actorId ?? 'unknown'})`;
    case 'member':
      return names.accountName
        ? `Member of ${names.accountName}`
        : `Account member (${actorId ?? 'unknown'})`;
    case 'system':
      return `System: ${actorId ?? 'unknown'}`;
    case 'visitor':
      return 'Visitor';
  }
}
