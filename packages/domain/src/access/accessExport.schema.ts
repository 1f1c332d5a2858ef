/**
 * The access exports' contract (staff with access:manage, `access.export`): who has access to
 * what (the inventory: accounts, members, grants, NDA evidence) and what members did (the
 * access log: sign-ins, portal and document views, downloads) over a range of UTC days no
 * older than the access log's retention, each as CSV and as JSON.
 */
import { z } from 'zod';
import { ANALYTICS_MESSAGES, optionalDayParam } from '../analytics/analytics.schema.js';

/** The access log is kept at least six months (FedRAMP's trust-center rules); 400 days by default. */
export const ACCESS_LOG_RETENTION = { defaultDays: 400, minDays: 183 } as const;

export const ACCESS_EXPORT_MESSAGES = {
  badRange: ANALYTICS_MESSAGES.badRange,
  beyondRetention: (days: number, oldest: string) =>
    `Access logs are kept ${days} days: start on ${oldest} or later`,
  retention: (days: number) => `Access logs are kept ${days} days.`,
} as const;

/** What the access log lists: member sign-ins and what members looked at. */
export const ACCESS_LOG_KINDS = [
  'sign_in',
  'portal_view',
  'document_view',
  'document_download',
] as const;
export type AccessLogKind = (typeof ACCESS_LOG_KINDS)[number];

export const ACCESS_LOG_KIND_LABELS: Record<AccessLogKind, string> = {
  sign_in: 'Sign-in',
  portal_view: 'Portal view',
  document_view: 'Document view',
  document_download: 'Document download',
};

export const accessLogQuerySchema = z
  .object({ from: optionalDayParam, to: optionalDayParam })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: ACCESS_EXPORT_MESSAGES.badRange,
  });
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

/** The export screen: how long the log is kept and the default range (the last 30 days). */
export const accessExportInfoSchema = z.object({
  retentionDays: z.number(),
  /** The oldest day the log may still hold. */
  oldest: z.string(),
  from: z.string(),
  to: z.string(),
});
export type AccessExportInfo = z.output<typeof accessExportInfoSchema>;

export const accessLogEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(ACCESS_LOG_KINDS),
  /** Portal views are written in batches: how many views the row stands for. */
  count: z.number(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  memberId: z.string(),
  memberEmail: z.string().nullable(),
  productName: z.string().nullable(),
  documentName: z.string().nullable(),
  /** The address a sign-in came from (views and downloads keep none). */
  ip: z.string().nullable(),
});
export type AccessLogEntry = z.output<typeof accessLogEntrySchema>;

export const accessLogSchema = z.object({
  from: z.string(),
  to: z.string(),
  retentionDays: z.number(),
  entries: z.array(accessLogEntrySchema),
});

const member = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  lastSignInAt: z.string().nullable(),
});

const grant = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The permission profile deciding which restricted cards, items and documents it opens. */
  profileName: z.string().nullable(),
  /** What the profile opens: 'Card: …', 'Item: …', 'Document: …'. */
  covers: z.array(z.string()),
  /** The staff member's e-mail, or null when a rule granted it. */
  grantedBy: z.string().nullable(),
  grantedAt: z.string(),
  /** The grant's own expiry, else the account's (YYYY-MM-DD), or null: none. */
  expiresOn: z.string().nullable(),
  revoked: z.boolean(),
});

const ndaEvidence = z.object({
  /** Accepted in the portal (clickwrap), or signed outside and uploaded by staff. */
  kind: z.enum(['clickwrap', 'signed_outside']),
  ndaVersion: z.number().nullable(),
  ndaSha256: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  ip: z.string().nullable(),
  /** Where staff download the signed copy (a path of this API), when there is one. */
  signedCopy: z.string().nullable(),
});

export const accessInventoryAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  status: z.string(),
  expiresOn: z.string().nullable(),
  members: z.array(member),
  grants: z.array(grant),
  nda: z.array(ndaEvidence),
});
export type AccessInventoryAccount = z.output<typeof accessInventoryAccountSchema>;

export const accessInventorySchema = z.object({
  generatedAt: z.string(),
  accounts: z.array(accessInventoryAccountSchema),
});
export type AccessInventory = z.output<typeof accessInventorySchema>;
