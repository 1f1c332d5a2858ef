/**
 * The live figures of a bug-bounty or status-page item and a security grade, as visitors read
 * them (staff-content.md §3 "Integrations", §4 indicator tones, §9 grade bands). Data from a
 * failed refresh is shown as it was, marked with the time of its last good fetch.
 */
import type { ItemView } from '@candor/domain/portal/portalView';
import { formatBounty, formatHours } from '@candor/domain/integrations/integration.rules';
import { formatLongDate, formatLongDateTime } from '@candor/domain/portal/format';
import classes from './IntegrationFigures.module.css';

const STATUS_WORDS = {
  success: 'Operational',
  warning: 'Degraded',
  error: 'Outage',
  blue: 'Maintenance',
} as const;

function StaleMark({ fetchedAt }: { fetchedAt: string | null }) {
  return (
    <p className={classes.stale} data-stale>
      {fetchedAt
        ? `Live data unavailable: last updated ${formatLongDateTime(fetchedAt)}`
        : 'Live data unavailable'}
    </p>
  );
}

/** The status line: a coloured dot by tone and the page's own description. */
export function LiveStatus({ item }: { item: ItemView }) {
  const integration = item.integration;
  if (!integration || integration.slot !== 'status_page' || !integration.data) return null;
  const tone = integration.tone;
  return (
    <div data-live-status>
      <span className={classes.status} data-tone={tone ?? 'stale'}>
        <span className={classes.dot} aria-hidden="true" />
        <span>
          {integration.data.description}
          {tone ? <span className="candor-visually-hidden"> ({STATUS_WORDS[tone]})</span> : null}
        </span>
      </span>
      {integration.stale ? <StaleMark fetchedAt={integration.fetchedAt} /> : null}
    </div>
  );
}

export function BugBountyFigures({ item }: { item: ItemView }) {
  const integration = item.integration;
  if (!integration || integration.slot !== 'bug_bounty' || !integration.data) return null;
  const { programStatistics: stats, responseEfficiency: efficiency } = integration.data;
  const rows: [string, string][] = [
    ['Reports resolved', stats.reportsResolved === null ? '—' : String(stats.reportsResolved)],
    [
      'Last report resolved',
      stats.lastReportedResolved ? formatLongDate(stats.lastReportedResolved.slice(0, 10)) : '—',
    ],
    ['Average time to first response', formatHours(efficiency.averageTimeToFirstResponse)],
    ['Average time to triage', formatHours(efficiency.averageTimeToTriage)],
    ['Average bounty', formatBounty(efficiency.averageBounty)],
  ];
  return (
    <div data-bug-bounty>
      <dl className={classes.figures} aria-label="Bug bounty statistics">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {integration.stale ? <StaleMark fetchedAt={integration.fetchedAt} /> : null}
    </div>
  );
}

export function SecurityGrade({ item }: { item: ItemView }) {
  const grade = item.securityGrade;
  if (!grade?.grade) return null;
  const value = (
    <span className={classes.gradeValue} data-band={grade.band ?? undefined}>
      {grade.grade}
    </span>
  );
  return (
    <span className={classes.grade} data-security-grade>
      {value}
      {grade.link ? (
        <a href={grade.link} target="_blank" rel="noopener noreferrer">
          {grade.serviceName}
        </a>
      ) : (
        <span>{grade.serviceName}</span>
      )}
    </span>
  );
}

/** Everything live an item shows in the drawer. */
export function ItemIntegrationFigures({ item }: { item: ItemView }) {
  return (
    <>
      <SecurityGrade item={item} />
      <LiveStatus item={item} />
      <BugBountyFigures item={item} />
    </>
  );
}

/** What a card's tile shows: the grade, and the status when 'show in card' is on. */
export function ItemTileFigures({ item }: { item: ItemView }) {
  const showStatus =
    item.integration?.slot === 'status_page' && item.integration.showInCard === true;
  return (
    <>
      <SecurityGrade item={item} />
      {showStatus ? <LiveStatus item={item} /> : null}
    </>
  );
}
