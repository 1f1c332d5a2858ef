/**
 * The private area's "Trust updates": every update of the organisation as staff list it, the
 * audience count the composer shows before Publish, and an update's delivery report. The zod
 * schemas are the routes' answers (and so the OpenAPI document's); the types are the web app's.
 */
import { z } from 'zod';
import { JOB_STATES, MAIL_STATUSES } from '../jobs/jobs.constants.js';
import { topicSchema, updateSchema } from '../portal/portalLists.schema.js';
import { UPDATE_AUDIENCES } from './updates.constants.js';

/** A draft is an update in a hidden topic: not shown, not mailed until the topic is published. */
export const STAFF_UPDATE_STATUSES = ['draft', 'published'] as const;
export type StaffUpdateStatus = (typeof STAFF_UPDATE_STATUSES)[number];

export const STAFF_UPDATE_STATUS_LABELS: Record<StaffUpdateStatus, string> = {
  draft: 'Draft',
  published: 'Published',
};

export const staffUpdateSchema = updateSchema.omit({ html: true }).extend({
  status: z.enum(STAFF_UPDATE_STATUSES),
  /** When visitors could first read it: posted in a published topic, or its topic published. */
  publishedAt: z.string().nullable(),
  /** The staff member who posted it (null when no longer known). */
  author: z.string().nullable(),
  topic: topicSchema.omit({ updates: true }),
});
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
export type StaffUpdateTopic = StaffUpdate['topic'];

export const staffUpdateListSchema = z.object({ updates: z.array(staffUpdateSchema) });

/** Whom an update would reach: the composer's audience and products. */
export const updateAudienceQuerySchema = z.object({
  audience: z.enum(UPDATE_AUDIENCES, { error: 'Choose who can read this update' }),
  /** Comma-separated product ids; absent or empty: every product. */
  productIds: z
    .string()
    .max(4000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.uuid({ error: 'Please select at least one product' })).max(100)),
});
export type UpdateAudienceQuery = z.input<typeof updateAudienceQuerySchema>;

export const updateAudienceCountSchema = z.object({
  /** Confirmed, unblocked subscribers who can read the update: those its mail would go to. */
  confirmedSubscribers: z.number(),
});

export const deliveryReportSchema = z.object({
  updateId: z.string(),
  /** The fan-out job: queued until it has queued every mail. */
  fanOut: z.enum(JOB_STATES),
  /** Mails written for this update, one per recipient. */
  total: z.number(),
  queued: z.number(),
  /** Taken by the mail server (or, without one, kept in the outbox). */
  sent: z.number(),
  failed: z.number(),
  /** False: no mail server is configured and "sent" mail is only stored in the outbox. */
  mailServer: z.boolean(),
  failures: z.array(z.object({ to: z.string(), reason: z.string().nullable() })),
  /** Every recipient; null for staff who may not see subscribers' addresses. */
  recipients: z
    .array(
      z.object({ to: z.string(), status: z.enum(MAIL_STATUSES), error: z.string().nullable() }),
    )
    .nullable(),
});
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;
