/**
 * The private area's Overview: what waits for this staff member (access requests, new
 * questionnaires and conversations, expiring documents and certifications) and how the portal is
 * doing (views and downloads, subscribers, the last audit entries), each card linking to its
 * page; for a new organisation, the set-up checklist first. The server sends only the widgets
 * this staff member's abilities show; while it answers, those cards show skeletons.
 */
import {
  dashboardWidgets,
  setupStepsFor,
  type DashboardView,
  type DashboardWidget,
} from '@candor/domain/dashboard/dashboard.schema';
import { utcDay } from '@candor/domain/analytics/analytics.schema';
import { formatLongDate, formatLongDateTime } from '@candor/domain/portal/format';
import { portalHref } from '@candor/domain/portal/portalLinks';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '../../api/queries.js';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { accessAdminApi, accessKeys } from '../access/accessAdminApi.js';
import { ApproveDialog, DeclineDialog, type DecisionRow } from '../access/RequestQueue.js';
import { useAdmin } from '../adminContext.js';
import { PageHeader } from '../ui/PageHeader.js';
import { LoadError } from '../ui/QueryState.js';
import { DangerButton } from '../ui/RowActions.js';
import { dashboardApi, dashboardKeys } from './dashboardApi.js';
import { DashboardCard, EmptyHint, Figure, type CardState } from './DashboardCard.js';
import { expiryText, formatCount } from './dashboardView.js';
import { SetupChecklist } from './SetupChecklist.js';

const ActivityChart = lazy(() => import('./ActivityChart.js'));

type Ready<W extends DashboardWidget> = NonNullable<DashboardView[W]>;

export function Dashboard({ orgName, portalUrl }: { orgName: string; portalUrl: string }) {
  const { abilities } = useAdmin();
  const shows = dashboardWidgets(abilities);
  const any = Object.values(shows).some(Boolean) || setupStepsFor(abilities).length > 0;
  const query = useQuery({
    queryKey: dashboardKeys.all,
    queryFn: dashboardApi.load,
    enabled: any,
  });
  const retry = () => void query.refetch();
  const stateOf = <W extends DashboardWidget>(widget: W): CardState<Ready<W>> => {
    if (!query.data) return { kind: 'loading' };
    const data = query.data[widget];
    return data ? { kind: 'ready', data } : { kind: 'unavailable', retry };
  };
  const today = utcDay(new Date());

  return (
    <>
      <PageHeader title="Overview">
        What waits for you at {orgName}, and how your trust center is doing.
      </PageHeader>
      {!any ? (
        <EmptyHint>
          Your account has no access to the sections of the private area. An administrator can give
          you more in Staff.
        </EmptyHint>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={retry} />
      ) : (
        <Stack gap="lg">
          {query.data?.setup ? <SetupChecklist steps={query.data.setup.steps} /> : null}
          {!any && query.data && !query.data.setup ? (
            <EmptyHint>
              Your account has no section of the private area to show here yet. An administrator can
              give you more in Staff.
            </EmptyHint>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {shows.accessRequests ? (
              <DashboardCard
                title="Access requests"
                to="/access/requests"
                state={stateOf('accessRequests')}
              >
                {(data) => <AccessRequests data={data} />}
              </DashboardCard>
            ) : null}
            {shows.questionnaires ? (
              <DashboardCard
                title="Questionnaires"
                to="/questionnaires"
                state={stateOf('questionnaires')}
              >
                {(data) => (
                  <CountedList
                    count={data.newCount}
                    label={data.newCount === 1 ? 'new questionnaire' : 'new questionnaires'}
                    empty="No questionnaire waits for an answer. Account members send theirs from the portal once they have access."
                    rows={data.latest.map((q) => ({
                      key: q.id,
                      title: q.accountName,
                      detail: `${q.productName} · ${formatLongDate(q.submittedAt)}`,
                    }))}
                  />
                )}
              </DashboardCard>
            ) : null}
            {shows.conversations ? (
              <DashboardCard
                title="Conversations"
                to="/conversations"
                state={stateOf('conversations')}
              >
                {(data) => (
                  <CountedList
                    count={data.waitingCount}
                    label={data.waitingCount === 1 ? 'awaits your reply' : 'await your reply'}
                    empty="No conversation yet. Account members ask about an item from the portal, and their questions land here."
                    rows={data.latest.map((thread) => ({
                      key: `${thread.accountId}:${thread.itemUid}`,
                      title: `${thread.accountName} on ${thread.itemTitle}`,
                      detail: formatLongDate(thread.lastAt),
                      badge: thread.lastFromStaff ? null : 'Awaiting reply',
                    }))}
                  />
                )}
              </DashboardCard>
            ) : null}
            {shows.expiringDocuments ? (
              <DashboardCard
                title="Documents expiring"
                to="/documents"
                state={stateOf('expiringDocuments')}
              >
                {(data) => (
                  <ExpiryList
                    rows={data.documents}
                    today={today}
                    empty="No document expires in the next 60 days. Give a document an expiry date in Documents to be reminded here."
                  />
                )}
              </DashboardCard>
            ) : null}
            {shows.expiringCertifications ? (
              <DashboardCard
                title="Certifications expiring"
                href={portalUrl}
                state={stateOf('expiringCertifications')}
              >
                {(data) => (
                  <ExpiryList
                    rows={data.certifications.map((c) => ({
                      ...c,
                      href: portalHref(
                        { basePath: portalUrl, productSlug: c.productSlug },
                        { itemUid: c.itemUid },
                      ),
                    }))}
                    today={today}
                    empty="No certification expires in the next 60 days. Certifications and their expiry dates are edited on your portal."
                  />
                )}
              </DashboardCard>
            ) : null}
            {shows.activity ? (
              <DashboardCard title="Portal activity" to="/analytics" state={stateOf('activity')}>
                {(data) => <Activity data={data} />}
              </DashboardCard>
            ) : null}
            {shows.subscribers ? (
              <DashboardCard title="Subscribers" to="/subscribers" state={stateOf('subscribers')}>
                {(data) =>
                  data.confirmed === 0 ? (
                    <EmptyHint>
                      No subscribers yet. Visitors subscribe to your trust updates from the portal;
                      publish an update to give them a reason.
                    </EmptyHint>
                  ) : (
                    <Group gap="xl">
                      <Figure value={formatCount(data.confirmed)} label="Confirmed subscribers" />
                      <Figure
                        value={`+${formatCount(data.newLast30Days)}`}
                        label="In the last 30 days"
                      />
                    </Group>
                  )
                }
              </DashboardCard>
            ) : null}
            {shows.audit ? (
              <DashboardCard title="Recent activity by staff" to="/audit" state={stateOf('audit')}>
                {(data) => <AuditEntries entries={data.entries} />}
              </DashboardCard>
            ) : null}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}

function AccessRequests({ data }: { data: Ready<'accessRequests'> }) {
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<DecisionRow | null>(null);
  const [declining, setDeclining] = useState<DecisionRow | null>(null);
  const options = useQuery({
    queryKey: accessKeys.options,
    queryFn: accessAdminApi.options,
    enabled: approving !== null,
  });
  const done = () => {
    setApproving(null);
    setDeclining(null);
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  if (data.pendingCount === 0) {
    return (
      <Stack gap={6} align="flex-start">
        <EmptyHint>
          No one is waiting for access. Requests from your portal appear here, the oldest first, and
          approval rules can approve known domains for you.
        </EmptyHint>
        <Anchor component={Link} to="/access/rules" size="sm">
          Set approval rules
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {data.pendingCount === 1 ? '1 request waits' : `${data.pendingCount} requests wait`} for a
        decision
      </Text>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.oldest.map((request) => (
          <li key={request.id}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {request.firstName} {request.lastName}, {request.companyName}
            </Text>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {request.email} · {request.products.map((p) => p.name).join(', ')} · requested{' '}
              {formatLongDate(request.createdAt)}
            </Text>
            <Group gap="xs" mt={6}>
              <Button
                size="xs"
                variant="light"
                onClick={() => setApproving(request)}
                aria-label={`Approve ${request.email}`}
              >
                Approve
              </Button>
              <DangerButton
                onClick={() => setDeclining(request)}
                aria-label={`Decline ${request.email}`}
              >
                Decline
              </DangerButton>
            </Group>
          </li>
        ))}
      </Stack>
      {approving ? (
        <ApproveDialog
          rows={[approving]}
          options={options.data ?? null}
          onClose={() => setApproving(null)}
          onDone={done}
        />
      ) : null}
      {declining ? (
        <DeclineDialog rows={[declining]} onClose={() => setDeclining(null)} onDone={done} />
      ) : null}
    </Stack>
  );
}

interface ListRow {
  key: string;
  title: string;
  detail: string;
  badge?: string | null;
}

function CountedList({
  count,
  label,
  empty,
  rows,
}: {
  count: number;
  label: string;
  empty: string;
  rows: ListRow[];
}) {
  if (rows.length === 0) return <EmptyHint>{empty}</EmptyHint>;
  return (
    <Stack gap="sm">
      <Figure value={formatCount(count)} label={label} />
      <RowList rows={rows} />
    </Stack>
  );
}

function RowList({ rows }: { rows: (ListRow & { href?: string; tone?: string })[] }) {
  return (
    <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.key}>
          <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.href ? <Anchor href={row.href}>{row.title}</Anchor> : row.title}
            </Text>
            {row.badge ? (
              <Badge size="sm" variant="light" color="yellow" style={{ flexShrink: 0 }}>
                {row.badge}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c={row.tone ?? 'gray.7'}>
            {row.detail}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function ExpiryList({
  rows,
  today,
  empty,
}: {
  rows: { id: string; name: string; expiresOn: string; href?: string }[];
  today: string;
  empty: string;
}) {
  if (rows.length === 0) return <EmptyHint>{empty}</EmptyHint>;
  return (
    <RowList
      rows={rows.map((row) => {
        const expiry = expiryText(row.expiresOn, today);
        return {
          key: row.id,
          title: row.name,
          detail: expiry.text,
          ...(row.href ? { href: row.href } : {}),
          ...(expiry.expired ? { badge: null, tone: 'red.8' } : {}),
        };
      })}
    />
  );
}

function Activity({ data }: { data: Ready<'activity'> }) {
  const quiet = data.portalViews + data.documentViews + data.documentDownloads === 0;
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Figure value={formatCount(data.portalViews)} label="Portal views" />
        <Figure value={formatCount(data.documentViews)} label="Document views" />
        <Figure value={formatCount(data.documentDownloads)} label="Downloads" />
      </Group>
      {quiet ? (
        <EmptyHint>
          No visits in the last 30 days. Link your portal from your website’s footer and your sales
          e-mails to bring customers to it.
        </EmptyHint>
      ) : (
        <Suspense fallback={<div style={{ height: 120 }} />}>
          <ActivityChart daily={data.daily} />
        </Suspense>
      )}
      <Text size="xs" c="gray.7">
        {formatLongDate(data.from)} to {formatLongDate(data.to)}
      </Text>
    </Stack>
  );
}

function AuditEntries({ entries }: { entries: Ready<'audit'>['entries'] }): ReactNode {
  if (entries.length === 0) {
    return (
      <EmptyHint>Nothing has been changed yet. Every change staff make is logged here.</EmptyHint>
    );
  }
  return (
    <RowList
      rows={entries.map((entry) => ({
        key: String(entry.id),
        title: entry.sentence,
        detail: formatLongDateTime(entry.at),
      }))}
    />
  );
}
