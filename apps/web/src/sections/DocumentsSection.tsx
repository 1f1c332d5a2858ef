import { Tabs } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { DOCUMENTS_TABS, type DocumentsTab } from '@candor/domain/portal/portalLists';
import type { SectionOf } from '@candor/domain/portal/portalView';
import { useListSource } from '../api/listSourceContext.js';
import { listKeys, nextPageOf, portalApi } from '../api/portalLists.js';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';
import { LIMITS } from '@candor/domain/cards/constants';
import panel from '../ui/Panel.module.css';
import { DocumentList } from './DocumentList.js';
import { ListLoadError } from './ListLoadError.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './DocumentsSection.module.css';

const documentsTabOf = (value: string | null): DocumentsTab =>
  DOCUMENTS_TABS.find((tab) => tab === value) ?? 'all';

/**
 * One tab's documents: the first page (12, or 9 on small screens, shown collapsed), then on
 * 'View all documents' every further page, fetched one after another.
 */
function CollapsibleDocuments({ tab, total }: { tab: DocumentsTab; total: number }) {
  const source = useListSource();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const query = useInfiniteQuery({
    queryKey: listKeys.documents(source, tab),
    queryFn: ({ pageParam, signal }) =>
      portalApi.documents(source, { page: pageParam, tab }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (expanded && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [expanded, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) return <p className={panel.empty}>Loading…</p>;
  if (query.isError) return <ListLoadError onRetry={() => void query.refetch()} />;
  const documents = query.data.pages.flatMap((page) => page.items);
  const loading = expanded && hasNextPage;
  return (
    <>
      <DocumentList
        id={listId}
        documents={documents}
        collapsed={!expanded}
        busy={isFetchingNextPage}
      />
      {isFetchNextPageError ? <ListLoadError onRetry={() => void fetchNextPage()} /> : null}
      {total > LIMITS.documentsCollapsedSmall ? (
        <div
          className={classes.toggle}
          data-small-only={total <= LIMITS.documentsCollapsed || undefined}
        >
          <ViewMoreButton
            label={loading ? 'Loading…' : expanded ? 'View less' : 'View all documents'}
            expanded={expanded}
            controls={listId}
            onClick={() => setExpanded((value) => !value)}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * Documents: 'Featured Documents' first, then every document, with All / Public / Private tabs
 * when both kinds exist. Restricted documents show a lock and 'Request access'.
 */
export function DocumentsSection({ section }: { section: SectionOf<'documents'> }) {
  const { card, featured, totals } = section;
  const titleId = sectionTitleId('documents');
  const [tab, setTab] = useState<DocumentsTab>('all');
  const withTabs = totals.public > 0 && totals.private > 0;

  return (
    <SectionFrame id="documents" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} card={card}>
        {totals.all === 0 ? (
          <p className={panel.empty}>Uploaded documents from all cards will appear here</p>
        ) : (
          <>
            {featured.length > 0 ? (
              <div className={classes.block}>
                <h3 className={classes.blockTitle}>Featured Documents</h3>
                <DocumentList documents={featured} collapsed={false} />
              </div>
            ) : null}
            <div className={classes.block}>
              <h3 className={classes.blockTitle}>All documents</h3>
              {withTabs ? (
                <Tabs
                  value={tab}
                  onChange={(value) => setTab(documentsTabOf(value))}
                  keepMounted={false}
                >
                  <Tabs.List className={classes.tabs} aria-label="Documents by access">
                    <Tabs.Tab value="all">All</Tabs.Tab>
                    <Tabs.Tab value="public">Public</Tabs.Tab>
                    <Tabs.Tab value="private">Private</Tabs.Tab>
                  </Tabs.List>
                  {(['all', 'public', 'private'] as const).map((value) => (
                    <Tabs.Panel key={value} value={value}>
                      <CollapsibleDocuments tab={value} total={totals[value]} />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              ) : (
                <CollapsibleDocuments tab="all" total={totals.all} />
              )}
            </div>
          </>
        )}
      </SectionPanel>
    </SectionFrame>
  );
}
