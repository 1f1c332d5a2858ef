/**
 * Security grades (staff-content.md §3, §4, §5, §8): 'Get Grade' for the scorecard-type service
 * (its grade is fetched from a domain through the SSRF guard, never typed), and saving a
 * SecurityGrades item's entry. A grade outside its service's range is 'Invalid grade' and
 * nothing is stored; the scorecard grade is always the one the server fetched.
 */
import {
  assertAuthorized,
  DomainError,
  GRADE_FETCH_ERRORS,
  isBareDomain,
  isValidGrade,
  ratingService,
  SECURITY_GRADE_MESSAGES,
  type GradeFetchError,
  type SecurityGradeEntry,
  type SecurityGradeFields,
} from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import {
  fetchScorecardGrade,
  ProviderError,
  type ProviderClientOptions,
} from '../../integrations/providerClients.js';
import { withCause } from '../../http/fetchFailure.js';
import { findItem } from '../items/findItem.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export class GradeFetchFailure extends DomainError {
  constructor(
    readonly reason: GradeFetchError,
    /** What failed, said beside §8's message (fetchFailureCause). */
    cause?: string,
  ) {
    const message = withCause(GRADE_FETCH_ERRORS[reason], cause);
    super(reason === 'bad_network' ? 'bad_request' : 'validation_failed', message, [
      { path: 'url', message },
    ]);
  }
}

/**
 * The grade to store for an entry: the scorecard-type grade fetched here, whatever the form sent
 * (it is read-only); any other checked against its service's range ('Invalid grade').
 */
export async function resolveSecurityGrade(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  entry: SecurityGradeFields,
): Promise<{ service: string; grade: string; url: string }> {
  const service = ratingService(entry.service)!;
  const grade = service.fetched
    ? (await getScorecardGrade(ctx, options, entry.url)).grade
    : entry.grade.toUpperCase();
  if (grade !== '' && !isValidGrade(service.format, grade)) {
    throw new DomainError('validation_failed', SECURITY_GRADE_MESSAGES.invalidGrade, [
      { path: 'grade', message: SECURITY_GRADE_MESSAGES.invalidGrade },
    ]);
  }
  return { service: service.id, grade, url: entry.url };
}

/** The scorecard-type grade of a domain, or one of §8's three errors. */
export async function getScorecardGrade(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  domain: string,
): Promise<{ grade: string }> {
  assertAuthorized(ctx.viewer.actor, 'item.edit', { orgId: ctx.viewer.orgId });
  const name = domain.trim().toLowerCase();
  if (!isBareDomain(name)) throw new GradeFetchFailure('bad_domain');
  let grade: string | null;
  try {
    grade = await fetchScorecardGrade(name, options);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'not_found') throw new GradeFetchFailure('bad_domain');
    throw new GradeFetchFailure('bad_network', error.message);
  }
  if (grade === null) throw new GradeFetchFailure('scorecard_not_calculated');
  const service = ratingService('securityscorecard')!;
  if (!isValidGrade(service.format, grade)) {
    throw new GradeFetchFailure(
      'bad_network',
      `the rating service answered “${grade}”, not a grade`,
    );
  }
  return { grade: grade.trim().toUpperCase() };
}

export async function saveSecurityGrade(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  input: { productId: string; itemUid: string; entry: SecurityGradeEntry },
): Promise<{ uid: string; grade: string; message: string }> {
  const { orgId } = ctx.viewer;
  const { productId, itemUid, entry } = input;
  assertAuthorized(ctx.viewer.actor, 'item.edit', { orgId });
  const item = await findItem(ctx.db, { orgId, productId, uid: itemUid });
  if (item.kind !== 'SecurityGrades') {
    throw new DomainError('bad_request', 'Grades belong to the Security Grades card');
  }
  const securityGrade = await resolveSecurityGrade(ctx, options, entry);
  await mutate(ctx, {
    action: 'item.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      await tx
        .update(items)
        .set({
          title: entry.label,
          explanation: entry.description === '' ? null : entry.description,
          data: { ...item.data, securityGrade },
          lastModified: sql`now()`,
        })
        .where(eq(items.id, item.id));
    },
    audit: () => ({
      action: 'item.securityGradeSaved',
      entityType: 'item',
      entityId: item.id,
      before: { title: item.title, securityGrade: item.data.securityGrade ?? null },
      after: { title: entry.label, securityGrade },
    }),
  });
  return { uid: itemUid, grade: securityGrade.grade, message: 'Grade saved' };
}
