/** The audit log listing's filters and paging (GET /api/admin/audit). */
import { z } from 'zod';
import { isIsoDate } from '../validation/isoDate.js';

export const AUDIT_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

export const AUDIT_MESSAGES = {
  filterTooLong: 'Filters must be at most 200 characters',
  badDate: 'Dates must be written YYYY-MM-DD',
  badRange: "'From' must not be after 'to'",
  badCursor: 'The page cursor is not valid; start again from the first page',
  badLimit: `limit must be a whole number from 1 to ${AUDIT_PAGE.maxLimit}`,
} as const;

const filter = z
  .string()
  .trim()
  .max(200, AUDIT_MESSAGES.filterTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

const day = z
  .string()
  .optional()
  .refine(
    (value) => value === undefined || value === '' || isIsoDate(value),
    AUDIT_MESSAGES.badDate,
  )
  .transform((value) => (value ? value : undefined));

export const auditQuerySchema = z
  .object({
    action: filter,
    /** An actor type (staff, member, visitor, system), or part of a staff e-mail or name. */
    actor: filter,
    /** An entity type (card, product, settings…), or an entity id. */
    entity: filter,
    /** Inclusive days, UTC. */
    from: day,
    to: day,
    cursor: z.string().max(200, AUDIT_MESSAGES.badCursor).optional(),
    limit: z.coerce
      .number({ error: AUDIT_MESSAGES.badLimit })
      .int(AUDIT_MESSAGES.badLimit)
      .min(1, AUDIT_MESSAGES.badLimit)
      .max(AUDIT_PAGE.maxLimit, AUDIT_MESSAGES.badLimit)
      .default(AUDIT_PAGE.defaultLimit),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: AUDIT_MESSAGES.badRange,
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One row of the listing. */
export const auditEntryViewSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  /** label: name and e-mail, or who it was; name: the display name the sentence uses. */
  actor: z.object({ type: z.string(), label: z.string(), name: z.string().nullable() }),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.output<typeof auditEntryViewSchema>;

/** A page of the listing (GET /api/admin/audit). */
export const auditPageSchema = z.object({
  entries: z.array(auditEntryViewSchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number(),
  brokenAt: z.object({ id: z.number(), at: z.string() }).nullable(),
  /** The newest entry the check covered, when the chain holds (and the log is not empty). */
  verifiedUpTo: z.object({ id: z.number(), at: z.string() }).nullable(),
  /** What does not hold, said plainly: the first bad row, rows deleted after a checkpoint. */
  problems: z.array(z.string()),
});
export type AuditVerification = z.output<typeof auditVerificationSchema>;
