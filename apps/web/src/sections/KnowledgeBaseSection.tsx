import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SectionOf } from '@candor/domain/portal/portalView';
import { useListSource } from '../api/listSourceContext.js';
import { listKeys, nextPageOf, portalApi } from '../api/portalLists.js';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';
import panel from '../ui/Panel.module.css';
import { ChevronDownIcon } from '../ui/icons.js';
import { ListLoadError } from './ListLoadError.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './KnowledgeBaseSection.module.css';

/** Entries shown before 'View more'. */
export const KB_ENTRIES_SHOWN = 6;

/**
 * Knowledge Base (FAQs): questions that open to their answers (native <details>, so they work
 * before hydration). The page carries the first page; 'View more' shows all of it, then fetches
 * the next pages one at a time, and 'View less' folds the list back once everything is shown.
 */
export function KnowledgeBaseSection({ section }: { section: SectionOf<'knowledge_base'> }) {
  const source = useListSource();
  const titleId = sectionTitleId('knowledge_base');
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const query = useInfiniteQuery({
    queryKey: listKeys.knowledgeBase(source),
    queryFn: ({ pageParam, signal }) =>
      portalApi.knowledgeBase(source, { page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? section.entries;
  const hasMore = query.hasNextPage || (!expanded && entries.length > KB_ENTRIES_SHOWN);
  const loading = query.isFetchingNextPage;
  const failed = query.isFetchNextPageError;

  const more = () => {
    if (loading) return;
    if (!expanded) setExpanded(true);
    // Once the loaded entries all show, each 'View more' brings the next page.
    if (query.hasNextPage && (expanded || entries.length <= KB_ENTRIES_SHOWN)) {
      void query.fetchNextPage();
    }
  };

  return (
    <SectionFrame id="knowledge_base" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} title={section.title}>
        {entries.length === 0 ? (
          <p className={panel.empty}>No entries to show</p>
        ) : (
          <>
            <ul className={classes.list} id={listId} aria-busy={loading || undefined}>
              {entries.map((entry, index) => (
                <li
                  key={entry.id}
                  className={classes.entry}
                  hidden={!expanded && index >= KB_ENTRIES_SHOWN}
                >
                  <details>
                    <summary className={classes.question}>
                      {entry.question}
                      <span className={classes.chevron}>
                        <ChevronDownIcon size={18} />
                      </span>
                    </summary>
                    <p className={classes.answer}>{entry.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
            {failed ? <ListLoadError onRetry={() => void query.fetchNextPage()} /> : null}
            {hasMore || expanded ? (
              <div className={classes.footer}>
                <ViewMoreButton
                  label={loading ? 'Loading…' : hasMore ? 'View more' : 'View less'}
                  expanded={expanded && !hasMore}
                  controls={listId}
                  onClick={hasMore ? more : () => setExpanded(false)}
                />
              </div>
            ) : null}
          </>
        )}
      </SectionPanel>
    </SectionFrame>
  );
}
