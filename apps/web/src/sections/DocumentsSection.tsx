import { Tabs } from '@mantine/core';
import { useState } from 'react';
import type { DocumentView, SectionOf } from '@candor/domain/portal/portalView';
import { LIMITS } from '@candor/domain/cards/constants';
import panel from '../ui/Panel.module.css';
import { DocumentList } from './DocumentList.js';
import { ListToggleButton, useListToggle } from './ListToggle.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './DocumentsSection.module.css';

const DOCUMENTS_TABS = ['all', 'public', 'private'] as const;
type DocumentsTab = (typeof DOCUMENTS_TABS)[number];
const documentsTabOf = (value: string | null): DocumentsTab =>
  DOCUMENTS_TABS.find((tab) => tab === value) ?? 'all';

function featuredFirst(documents: DocumentView[]): DocumentView[] {
  return [...documents.filter((d) => d.featured), ...documents.filter((d) => !d.featured)];
}

function CollapsibleDocuments({ documents }: { documents: DocumentView[] }) {
  const list = useListToggle();
  const overflows = documents.length > LIMITS.documentsCollapsedSmall;
  return (
    <>
      <DocumentList id={list.listId} documents={documents} collapsed={!list.expanded} />
      {overflows ? (
        <div
          className={classes.toggle}
          data-small-only={documents.length <= LIMITS.documentsCollapsed || undefined}
        >
          <ListToggleButton list={list} moreLabel="View all documents" />
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
  const { card, documents } = section;
  const titleId = sectionTitleId('documents');
  const [tab, setTab] = useState<DocumentsTab>('all');
  const featured = documents.filter((d) => d.featured);
  const publicDocuments = documents.filter((d) => d.publicAccess);
  const privateDocuments = documents.filter((d) => !d.publicAccess);
  const withTabs = publicDocuments.length > 0 && privateDocuments.length > 0;
  const byTab: Record<DocumentsTab, DocumentView[]> = {
    all: featuredFirst(documents),
    public: featuredFirst(publicDocuments),
    private: featuredFirst(privateDocuments),
  };

  return (
    <SectionFrame id="documents" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} card={card}>
        {documents.length === 0 ? (
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
                      <CollapsibleDocuments documents={byTab[value]} />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              ) : (
                <CollapsibleDocuments documents={byTab.all} />
              )}
            </div>
          </>
        )}
      </SectionPanel>
    </SectionFrame>
  );
}
