/**
 * The third parties' JSON, read through the SSRF guard and checked with zod before anything of it
 * is kept. Each client answers the domain's shape or throws a ProviderError whose kind says how
 * the caller reports it (not found, bad answer, unreachable).
 *
 * - Status page (Statuspage): `{page}/api/v2/status.json`, public, answering
 *   `{page: {id, name, url, updated_at}, status: {indicator, description}}` with indicator one of
 *   none, minor, major, critical (and maintenance).
 * - Bug bounty (HackerOne): a program's public metrics, `{host}/{handle}/profile_metrics.snapshot`
 *   (what the program's page shows: response times in hours over the last 90 days, the average
 *   bounty as a range, resolved reports). HackerOne documents no public API for them; the shape
 *   read here is kept in this one function.
 * - Scorecard-type rating: `{endpoint}/{domain}` answering `{grade}` (or `{grade: null}` while
 *   the company has no score yet).
 */
import { isStatusIndicator, type BugBountyData, type StatusPageData } from '@candor/domain';
import { z } from 'zod';
import type { Config } from '../config.js';
import { fetchFailureCause } from '../http/fetchFailure.js';
import { safeFetchJson, SafeFetchError, type SafeFetchOptions } from '../http/safeFetch.js';

export type ProviderErrorKind = 'not_found' | 'invalid' | 'unreachable' | 'refused';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderClientOptions {
  /** The operator's SAFE_FETCH_ALLOW (see safeFetch). */
  allow: readonly string[];
  hackeroneUrl: string;
  scorecardUrl: string;
  timeoutMs: number;
}

export const PROVIDER_TIMEOUT_MS = 5_000;

export function providerClientOptions(config: Config): ProviderClientOptions {
  return {
    allow: config.safeFetchAllow,
    hackeroneUrl: config.providers.hackeroneUrl,
    scorecardUrl: config.providers.scorecardUrl,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
}

function fetchOptions(options: ProviderClientOptions): SafeFetchOptions {
  return {
    allow: options.allow,
    timeoutMs: options.timeoutMs,
    maxBytes: 512 * 1024,
  };
}

async function fetchJson(url: string, options: ProviderClientOptions): Promise<unknown> {
  try {
    return await safeFetchJson(url, fetchOptions(options));
  } catch (error) {
    if (error instanceof SafeFetchError) {
      // The message is the cause in words (fetchFailureCause), said beside the spec's text.
      const cause = fetchFailureCause(error);
      if (error.code === 'refused') throw new ProviderError('refused', cause);
      if (error.code === 'status' && (error.status === 404 || error.status === 410)) {
        throw new ProviderError('not_found', cause);
      }
      if (error.code === 'invalid_json' || error.code === 'too_large') {
        throw new ProviderError('invalid', cause);
      }
      throw new ProviderError('unreachable', cause);
    }
    throw error;
  }
}

const statusJson = z.object({
  status: z.object({
    indicator: z.string().refine(isStatusIndicator),
    description: z.string().max(500),
  }),
});

export async function fetchStatusPage(
  base: string,
  options: ProviderClientOptions,
): Promise<StatusPageData> {
  const body = await fetchJson(`${base}/api/v2/status.json`, options);
  const parsed = statusJson.safeParse(body);
  if (!parsed.success) throw new ProviderError('invalid', 'the answer is not a Statuspage status');
  const { indicator, description } = parsed.data.status;
  if (!isStatusIndicator(indicator))
    throw new ProviderError('invalid', 'the status page answered an unknown indicator');
  return { indicator, description };
}

const figure = z.number().finite().nonnegative().nullable().optional();
const metricsJson = z.object({
  average_time_to_first_program_response: figure,
  average_time_to_report_triage: figure,
  average_bounty_lower_amount: figure,
  average_bounty_upper_amount: figure,
  resolved_report_count: z.number().int().nonnegative().nullable().optional(),
  last_report_resolved_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

function averageBounty(lower: number | null | undefined, upper: number | null | undefined) {
  if (lower == null && upper == null) return null;
  if (lower == null) return upper ?? null;
  if (upper == null) return lower;
  return (lower + upper) / 2;
}

export async function fetchBugBounty(
  handle: string,
  options: ProviderClientOptions,
): Promise<BugBountyData> {
  const body = await fetchJson(
    `${options.hackeroneUrl}/${encodeURIComponent(handle)}/profile_metrics.snapshot`,
    options,
  );
  const parsed = metricsJson.safeParse(body);
  if (!parsed.success) throw new ProviderError('invalid', "the answer is not a program's metrics");
  const m = parsed.data;
  return {
    programStatistics: {
      reportsResolved: m.resolved_report_count ?? null,
      lastReportedResolved: m.last_report_resolved_at
        ? new Date(m.last_report_resolved_at).toISOString()
        : null,
    },
    responseEfficiency: {
      averageTimeToFirstResponse: m.average_time_to_first_program_response ?? null,
      averageTimeToTriage: m.average_time_to_report_triage ?? null,
      averageBounty: averageBounty(m.average_bounty_lower_amount, m.average_bounty_upper_amount),
    },
  };
}

const scorecardJson = z.object({ grade: z.string().max(5).nullable() });

/** The scorecard-type grade of a domain; null when the company has no score yet. */
export async function fetchScorecardGrade(
  domain: string,
  options: ProviderClientOptions,
): Promise<string | null> {
  const body = await fetchJson(
    `${options.scorecardUrl.replace(/\/+$/, '')}/${encodeURIComponent(domain)}`,
    options,
  );
  const parsed = scorecardJson.safeParse(body);
  if (!parsed.success) throw new ProviderError('invalid', 'the answer is not a grade');
  return parsed.data.grade;
}
