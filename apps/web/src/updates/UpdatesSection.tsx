import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { UPDATE_CATEGORY_LABELS } from '@candor/domain/updates/updates.constants';
import type { ComposerTarget } from './UpdateComposer.js';
import { openSubscribe, subscribeHref } from './subscriptionApi.js';
import { opensInPage } from '../ui/opensInPage.js';
import { UpdatesPager } from './UpdatesPager.js';
import { usePortalViewer } from '../portal/viewerContext.js';
import { viewerParts } from '../portal/viewerParts.js';
import { useAbilities } from '../portal/viewerContext.js';
import type { SectionOf, TopicView } from '@candor/domain/portal/portalView';
import type { UpdateCategory } from '@candor/domain/cards/constants';
import { PORTAL_LIST_PAGE_SIZE } from '@candor/domain/portal/portalLists';
import { useListSource } from '../api/listSourceContext.js';
import { firstUpdatesPage, listKeys, portalApi } from '../api/portalLists.js';
import { keepPreviousData, loadQueryRuntime, useLazyQuery } from '../api/queryRuntime.js';
import { formatLongDate } from '@candor/domain/portal/format';
import { readUrlState, subscribeUrlState } from '../portal/urlState.js';
import { HiddenMark } from '../ui/HiddenMark.js';
import { Tag } from '../ui/Tag.js';
import panel from '../ui/Panel.module.css';
import stack from '../ui/Stack.module.css';
import { PinIcon } from '../ui/icons.js';
import { RenderedHtml } from '../ui/RenderedHtml.js';
import { SectionFrame, sectionTitleId } from '../sections/SectionFrame.js';
import { SectionPanel } from '../sections/SectionPanel.js';
import { ListLoadError } from '../sections/ListLoadError.js';
import { topicElementId } from './topicElementId.js';
import classes from './UpdatesSection.module.css';

const CATEGORY_LABELS: Record<UpdateCategory, string> = UPDATE_CATEGORY_LABELS;
const UpdateComposer = lazy(() =>
  import('./UpdateComposer.js').then((m) => ({ default: m.UpdateComposer })),
);

function latestDate(topic: TopicView): string {
  return topic.updates.reduce(
    (latest, update) => (update.createdAt > latest ? update.createdAt : latest),
    topic.createdAt,
  );
}

function Topic({
  topic,
  highlighted,
  showCategory,
  onCompose,
}: {
  topic: TopicView;
  highlighted: boolean;
  showCategory: boolean;
  onCompose: ((target: ComposerTarget) => void) | null;
}) {
  const titleId = `${topicElementId(topic.id)}-title`;
  // The editors' buttons (only they may compose): the viewer's chunk.
  const staff = onCompose ? viewerParts() : null;
  // Newest first. ISO timestamps order as plain strings (localeCompare would build a collator).
  const updates = [...topic.updates].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
  return (
    <li>
      <article
        id={topicElementId(topic.id)}
        className={classes.topic}
        aria-labelledby={titleId}
        data-pinned={topic.isPinned || undefined}
        data-highlighted={highlighted || undefined}
      >
        <div className={classes.head}>
          <div>
            <h3 className={classes.subject} id={titleId}>
              {topic.subject}
            </h3>
            <div className={classes.badges}>
              {topic.isPinned ? (
                <Tag tone="accent">
                  <PinIcon size={12} />
                  Pinned
                </Tag>
              ) : null}
              {showCategory ? <Tag>{CATEGORY_LABELS[topic.category]}</Tag> : null}
              {topic.hidden ? <HiddenMark what="topic" /> : null}
            </div>
          </div>
          <time className={classes.date} dateTime={latestDate(topic)}>
            {formatLongDate(latestDate(topic))}
          </time>
        </div>
        {updates.length > 0 ? (
          <ul className={classes.updates}>
            {updates.map((update, index) => (
              <li key={update.id} className={classes.update}>
                {updates.length > 1 ? (
                  <time className={classes.updateDate} dateTime={update.createdAt}>
                    {index === updates.length - 1 ? 'First posted ' : 'Updated '}
                    {formatLongDate(update.createdAt)}
                  </time>
                ) : null}
                {/* Rendered by the server from Markdown, with nothing that can run or load. */}
                <RenderedHtml className={classes.message} html={update.html} />
                {staff && onCompose ? (
                  <staff.UpdateActions
                    subject={topic.subject}
                    update={update}
                    deletable={updates.length > 1}
                    onCompose={onCompose}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {staff && onCompose ? <staff.TopicActions topic={topic} onCompose={onCompose} /> : null}
      </article>
    </li>
  );
}

/**
 * Trust Center Updates, five per page, pinned topics marked. The page carries the first page;
 * the others are fetched as the pager turns. `?tcuUid=` (read after hydration, so the server's
 * first page still matches) turns to the topic's page, highlights it and scrolls to it.
 */
export function UpdatesSection({ section }: { section: SectionOf<'trust_center_updates'> }) {
  const titleId = sectionTitleId('trust_center_updates');
  const source = useListSource();
  const pageSize = PORTAL_LIST_PAGE_SIZE.updates;
  const [page, setPage] = useState(1);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const pendingScroll = useRef<string | null>(null);
  const pageCount = Math.ceil(section.total / pageSize);
  const [query, querySource] = useLazyQuery({
    queryKey: listKeys.updates(source, page),
    queryFn: ({ signal }) => portalApi.updates(source, { page }, signal),
    initialData: page === 1 ? firstUpdatesPage(section) : undefined,
    placeholderData: keepPreviousData,
  });
  const visible = query.data?.items ?? section.topics;
  const { canSeeHidden } = useAbilities();
  const [composing, setComposing] = useState<ComposerTarget | null>(null);
  const { offer } = section;
  const { basePath = '' } = usePortalViewer();
  // The staff's buttons are in the page's HTML: added at hydration, they would push the page down.
  const onCompose = offer.compose ? setComposing : null;

  useEffect(() => {
    let current: string | null = null;
    const show = async (topicId: string | null) => {
      if (!topicId || topicId === current) return;
      current = topicId;
      let topicPage = section.topics.some((topic) => topic.id === topicId) ? 1 : null;
      if (topicPage === null) {
        // Not on the first page: the server answers with the page that holds it.
        const found = await portalApi.updates(source, { topic: topicId }).catch(() => null);
        if (!found?.items.some((topic) => topic.id === topicId)) return;
        (await loadQueryRuntime()).client.setQueryData(listKeys.updates(source, found.page), found);
        topicPage = found.page;
      }
      pendingScroll.current = topicId;
      setPage(topicPage);
      setHighlighted(topicId);
    };
    void show(readUrlState().tcuUid);
    return subscribeUrlState((url) => void show(url.tcuUid));
  }, [section.topics, source]);

  useEffect(() => {
    const topicId = pendingScroll.current;
    if (!topicId || !visible.some((topic) => topic.id === topicId)) return;
    pendingScroll.current = null;
    document.getElementById(topicElementId(topicId))?.scrollIntoView({ block: 'start' });
  }, [highlighted, visible]);

  return (
    <SectionFrame id="trust_center_updates" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} title={section.title}>
        <Group justify="space-between" mb="sm" gap="xs">
          <Group gap="xs">
            {offer.subscribe ? (
              <Button
                size="compact-sm"
                component="a"
                role="button"
                href={subscribeHref(basePath, 'portal')}
                onClick={opensInPage(openSubscribe)}
              >
                Subscribe
              </Button>
            ) : null}
            {onCompose ? (
              <Button size="compact-sm" onClick={() => setComposing({ kind: 'new-topic' })}>
                New topic
              </Button>
            ) : null}
          </Group>
          <Group gap="xs" className={classes.feeds}>
            <a href={offer.feeds.atom} type="application/atom+xml">
              Atom feed
            </a>
            <a href={offer.feeds.json} type="application/feed+json">
              JSON feed
            </a>
          </Group>
        </Group>
        {querySource}
        {composing ? (
          <Suspense fallback={null}>
            <UpdateComposer target={composing} onClose={() => setComposing(null)} />
          </Suspense>
        ) : null}
        {section.total === 0 ? (
          <p className={panel.empty}>No updates yet</p>
        ) : (
          <>
            <ul className={stack.stack} aria-busy={query.isFetching || undefined}>
              {visible.map((topic) => (
                <Topic
                  key={topic.id}
                  topic={topic}
                  highlighted={topic.id === highlighted}
                  showCategory={canSeeHidden}
                  onCompose={onCompose}
                />
              ))}
            </ul>
            {query.isError ? <ListLoadError onRetry={() => void query.refetch()} /> : null}
            {pageCount > 1 ? (
              <nav className={classes.pager} aria-label="Trust Center Updates pages">
                <UpdatesPager total={pageCount} value={page} onChange={setPage} />
              </nav>
            ) : null}
          </>
        )}
      </SectionPanel>
    </SectionFrame>
  );
}
