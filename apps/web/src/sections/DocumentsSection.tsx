import { Tabs } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { DOCUMENTS_TABS, type DocumentsTab } from '@candor/domain/portal/portalLists';
import type { SectionOf } from '@candor/domain/portal/portalView';
import { LIMITS } from '@candor/domain/cards/constants';
import { useListSource } from '../api/listSourceContext.js';
import { firstDocumentsPageOf, listKeys, nextPageOf, portalApi } from '../api/portalLists.js';
import { useLazyInfiniteQuery } from '../api/queryRuntime.js';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';
import { DocumentsByCard } from '../documents/DocumentsByCard.js';
import { DocumentViewerProvider } from '../documents/DocumentViewerProvider.js';
import documentClasses from '../documents/Documents.module.css';
import { RequestAccessButton } from '../portal/RequestAccessButton.js';
import { useAbilities } from '../portal/viewerContext.js';
import { DownloadIcon } from '../ui/icons.js';
import panel from '../ui/Panel.module.css';
import { DocumentList } from './DocumentList.js';
import { ListLoadError } from './ListLoadError.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './DocumentsSection.module.css';

const BulkDownloadDialog = lazy(() => import('../documents/BulkDownloadDialog.js'));

const documentsTabOf = (value: string | null): DocumentsTab =>
  DOCUMENTS_TABS.find((tab) => tab === value) ?? 'all';

/**
 * What the section shows: the featured documents alone, every document collapsed (12, or 9 on
 * small screens), or every document.
 */
type DocumentsView = 'featured' | 'collapsed' | 'all';

interface Toggle {
  label: string;
  onClick: () => void;
}

/**
 * One tab's documents: the first page, then, when the section shows every document, every
 * further page, fetched one after another.
 */
function TabDocuments({
  tab,
  total,
  expanded,
  toggle,
  section,
}: {
  tab: DocumentsTab;
  total: number;
  expanded: boolean;
  toggle: Toggle | null;
  section: SectionOf<'documents'>;
}) {
  const source = useListSource();
  const listId = useId();
  const [query, querySource] = useLazyInfiniteQuery({
    queryKey: listKeys.documents(source, tab),
    queryFn: ({ pageParam, signal }) =>
      portalApi.documents(source, { page: pageParam, tab }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // The page holds the first page of every document, not of one kind alone.
    initialData:
      tab === 'all' ? { pages: [firstDocumentsPageOf(section)], pageParams: [1] } : undefined,
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (expanded && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [expanded, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending || !query.data) {
    return (
      <>
        {querySource}
        <p className={panel.empty}>Loading…</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {querySource}
        <ListLoadError onRetry={() => void query.refetch()} />
      </>
    );
  }
  const documents = query.data.pages.flatMap((page) => page.items);
  // Collapsed, the toggle shows only when there is more than a screen shows.
  const showToggle = toggle !== null && (expanded || total > LIMITS.documentsCollapsedSmall);
  return (
    <>
      {querySource}
      <DocumentList
        id={listId}
        documents={documents}
        collapsed={!expanded}
        busy={isFetchingNextPage}
      />
      {isFetchNextPageError ? <ListLoadError onRetry={() => void fetchNextPage()} /> : null}
      {showToggle ? (
        <div
          className={classes.toggle}
          data-small-only={(!expanded && total <= LIMITS.documentsCollapsed) || undefined}
        >
          <ViewMoreButton
            label={expanded && hasNextPage ? 'Loading…' : toggle.label}
            expanded={expanded}
            controls={listId}
            onClick={toggle.onClick}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * Documents (staff-content.md §2, §9): the featured documents first with 'View all documents';
 * every document with All / Public / Private tabs when both kinds exist, 12 shown collapsed (9
 * on small screens) with 'View all documents' / 'View less' (or 'View featured documents' back
 * to the featured ones); bulk download and 'Get access' where the viewer may use them; for
 * staff, the documents of each card with Edit or View and 'Add custom item'.
 */
export function DocumentsSection({ section }: { section: SectionOf<'documents'> }) {
  const { card, featured, totals } = section;
  const titleId = sectionTitleId('documents');
  const { canEdit, canRequestAccess } = useAbilities();
  const hasFeatured = featured.length > 0;
  const [view, setView] = useState<DocumentsView>(hasFeatured ? 'featured' : 'collapsed');
  const [tab, setTab] = useState<DocumentsTab>('all');
  const [bulkOpen, setBulkOpen] = useState(false);
  const withTabs = totals.public > 0 && totals.private > 0;
  const expanded = view === 'all';
  const toggle: Toggle = expanded
    ? hasFeatured
      ? { label: 'View featured documents', onClick: () => setView('featured') }
      : { label: 'View less', onClick: () => setView('collapsed') }
    : { label: 'View all documents', onClick: () => setView('all') };
  const restricted = totals.private > 0 && canRequestAccess;

  const actions =
    section.bulkDownload || restricted ? (
      <div className={documentClasses.sectionActions}>
        {restricted ? <RequestAccessButton source="documents" label="Request access" /> : null}
        {section.bulkDownload ? (
          <button
            type="button"
            className={documentClasses.bulkButton}
            onClick={() => setBulkOpen(true)}
          >
            <DownloadIcon size={15} />
            Bulk download
          </button>
        ) : null}
      </div>
    ) : null;

  return (
    <SectionFrame id="documents" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} card={card} aside={actions}>
        <DocumentViewerProvider>
          {canEdit ? <DocumentsByCard counts={section.byCard} card={card} /> : null}
          {totals.all === 0 ? (
            <p className={panel.empty}>Uploaded documents from all cards will appear here</p>
          ) : view === 'featured' ? (
            <>
              <div className={classes.block}>
                <h3 className={classes.blockTitle}>Featured Documents</h3>
                <DocumentList documents={featured} collapsed={false} />
                {totals.all > featured.length ? (
                  <div className={classes.toggle}>
                    <ViewMoreButton
                      label={toggle.label}
                      expanded={false}
                      onClick={toggle.onClick}
                    />
                  </div>
                ) : null}
              </div>
              {totals.all > featured.length ? (
                // Every document is in the HTML for readers without JavaScript (crawlers, link
                // previews), as the cards' items past their tiles are; 'View all documents'
                // shows them.
                <div hidden>
                  <TabDocuments
                    section={section}
                    tab="all"
                    total={totals.all}
                    expanded={false}
                    toggle={null}
                  />
                </div>
              ) : null}
            </>
          ) : (
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
                      <TabDocuments
                        section={section}
                        tab={value}
                        total={totals[value]}
                        expanded={expanded}
                        toggle={toggle}
                      />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              ) : (
                <TabDocuments
                  section={section}
                  tab="all"
                  total={totals.all}
                  expanded={expanded}
                  toggle={toggle}
                />
              )}
            </div>
          )}
        </DocumentViewerProvider>
      </SectionPanel>
      {bulkOpen ? (
        <Suspense fallback={null}>
          <BulkDownloadDialog onClose={() => setBulkOpen(false)} />
        </Suspense>
      ) : null}
    </SectionFrame>
  );
}
