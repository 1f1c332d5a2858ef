/**
 * The private area's Overview (GET /api/admin/dashboard): one answer with a widget per part of
 * the work, each present only when the staff member's abilities show it (null otherwise, so the
 * server never sends what the page would hide). The zod schema is the route's response schema,
 * so the OpenAPI document describes it; the web app reads the inferred type.
 */
import { z } from 'zod';
import type { StaffAbilities } from '../staff/staffAbilities.js';

/** Documents and certifications expiring within this many days (and those already expired). */
export const DASHBOARD_EXPIRY_DAYS = 60;
/** Views and downloads over this many days. */
export const DASHBOARD_ACTIVITY_DAYS = 30;
/** Rows each list widget shows. */
export const DASHBOARD_LIST_SIZE = 5;
export const DASHBOARD_AUDIT_SIZE = 8;

/** The set-up steps of a new organisation, in the order they are best done. */
export const SETUP_STEPS = ['logo', 'supportMailbox', 'document', 'published'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The widgets besides the set-up checklist, in the page's order. */
export const DASHBOARD_WIDGETS = [
  'accessRequests',
  'questionnaires',
  'conversations',
  'expiringDocuments',
  'expiringCertifications',
  'activity',
  'subscribers',
  'audit',
] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

const pendingRequest = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  suggestedAccount: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});

const expiring = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD; before today: already expired. */
  expiresOn: z.string(),
});

export const dashboardSchema = z.object({
  /** Null once every step the staff member may do is done, or when they may do none. */
  setup: z
    .object({ steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })) })
    .nullable(),
  accessRequests: z
    .object({ pendingCount: z.number(), oldest: z.array(pendingRequest) })
    .nullable(),
  questionnaires: z
    .object({
      newCount: z.number(),
      latest: z.array(
        z.object({
          id: z.string(),
          accountName: z.string(),
          productName: z.string(),
          submittedAt: z.string(),
        }),
      ),
    })
    .nullable(),
  conversations: z
    .object({
      waitingCount: z.number(),
      latest: z.array(
        z.object({
          accountId: z.string(),
          accountName: z.string(),
          itemUid: z.string(),
          itemTitle: z.string(),
          lastAt: z.string(),
          lastFromStaff: z.boolean(),
        }),
      ),
    })
    .nullable(),
  expiringDocuments: z.object({ documents: z.array(expiring) }).nullable(),
  expiringCertifications: z
    .object({
      certifications: z.array(
        expiring.extend({ itemUid: z.string(), productSlug: z.string().nullable() }),
      ),
    })
    .nullable(),
  activity: z
    .object({
      from: z.string(),
      to: z.string(),
      portalViews: z.number(),
      documentViews: z.number(),
      documentDownloads: z.number(),
      daily: z.array(
        z.object({
          day: z.string(),
          portalViews: z.number(),
          documentViews: z.number(),
          documentDownloads: z.number(),
        }),
      ),
    })
    .nullable(),
  subscribers: z.object({ confirmed: z.number(), newLast30Days: z.number() }).nullable(),
  audit: z
    .object({
      entries: z.array(
        /** The entry in words, from the audit log's one mapping of action codes. */
        z.object({ id: z.number(), at: z.string(), sentence: z.string() }),
      ),
    })
    .nullable(),
  /** Widgets shown to this staff member whose data could not be read this time (each says so). */
  unavailable: z.array(z.enum(DASHBOARD_WIDGETS)),
});

export type DashboardView = z.infer<typeof dashboardSchema>;

/**
 * Which widgets a staff member's abilities show: each widget with the section it links to (or
 * the action it needs). The server fills only these; the page draws only what it receives.
 */
export function dashboardWidgets(abilities: StaffAbilities): Record<DashboardWidget, boolean> {
  const opens = (section: StaffAbilities['sections'][number]) =>
    abilities.sections.includes(section);
  return {
    accessRequests: abilities.actions.manageAccess,
    questionnaires: opens('questionnaires'),
    conversations: opens('conversations'),
    expiringDocuments: opens('documents'),
    expiringCertifications: abilities.actions.editContent,
    activity: opens('analytics'),
    subscribers: opens('subscribers'),
    audit: abilities.actions.viewAudit,
  };
}

/** The set-up steps this staff member may do: settings' with editSettings, the document with editContent. */
export function setupStepsFor(abilities: StaffAbilities): SetupStep[] {
  return SETUP_STEPS.filter((step) =>
    step === 'document' ? abilities.actions.editContent : abilities.actions.editSettings,
  );
}
