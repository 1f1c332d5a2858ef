/**
 * The audit listing's page cursor: the (at, id) of the last row shown, opaque to clients. Rows
 * are listed newest first, so the next page holds the rows strictly before it.
 */
import { AUDIT_MESSAGES, DomainError } from '@candor/domain';

export interface AuditCursor {
  at: Date;
  id: number;
}

export const encodeAuditCursor = ({ at, id }: AuditCursor): string =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

const badCursor = () =>
  new DomainError('validation_failed', AUDIT_MESSAGES.badCursor, [
    { path: 'cursor', message: AUDIT_MESSAGES.badCursor },
  ]);

export function decodeAuditCursor(cursor: string): AuditCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !Number.isSafeInteger(id) || typeof id !== 'number' || id < 1) {
    throw badCursor();
  }
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw badCursor();
  return { at: date, id };
}
