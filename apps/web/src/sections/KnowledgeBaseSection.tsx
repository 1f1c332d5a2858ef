import { lazy, Suspense, useRef, useState } from 'react';
import type { SectionOf } from '@candor/domain/portal/portalView';
import { useListSource } from '../api/listSourceContext.js';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';
import { useAbilities, usePortalViewer } from '../portal/viewerContext.js';
import panel from '../ui/Panel.module.css';
import { ChevronDownIcon } from '../ui/icons.js';
import { RenderedHtml } from '../ui/RenderedHtml.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './KnowledgeBaseSection.module.css';

/** Entries the card lists before 'View more'. */
export const KB_ENTRIES_SHOWN = 6;

// The large dialog is a chunk of its own, fetched when 'View more' is first pressed.
const KnowledgeBaseDialog = lazy(() => import('../knowledgeBase/KnowledgeBaseDialog.js'));

/**
 * Knowledge Base (FAQs): questions that open to their answers (native <details>, so they work
 * before hydration; the rest of the first page is in the HTML for readers without JavaScript).
 * 'View more' opens the large dialog with the searchable, server-paged table.
 */
export function KnowledgeBaseSection({ section }: { section: SectionOf<'knowledge_base'> }) {
  const source = useListSource();
  const { productId } = usePortalViewer();
  const { canSeeHidden } = useAbilities();
  const titleId = sectionTitleId('knowledge_base');
  const [open, setOpen] = useState(false);
  const footer = useRef<HTMLDivElement>(null);
  // The dialog is unmounted on close: the focus goes back to the 'View more' that opened it.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => footer.current?.querySelector('button')?.focus());
  };
  const entries = section.entries;

  return (
    <SectionFrame id="knowledge_base" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} title={section.title}>
        {entries.length === 0 ? (
          <p className={panel.empty}>No entries to show</p>
        ) : (
          <>
            <ul className={classes.list}>
              {entries.map((entry, index) => (
                <li key={entry.id} className={classes.entry} hidden={index >= KB_ENTRIES_SHOWN}>
                  <details>
                    <summary className={classes.question}>
                      {entry.question}
                      <span className={classes.chevron}>
                        <ChevronDownIcon size={18} />
                      </span>
                    </summary>
                    {/* The server rendered the Markdown without raw HTML, unsafe links or images. */}
                    <RenderedHtml className={classes.answer} html={entry.answerHtml} />
                  </details>
                </li>
              ))}
            </ul>
            {section.total > KB_ENTRIES_SHOWN || canSeeHidden ? (
              <div className={classes.footer} ref={footer}>
                <ViewMoreButton describedBy={titleId} onClick={() => setOpen(true)} />
              </div>
            ) : null}
          </>
        )}
        {open ? (
          <Suspense fallback={null}>
            <KnowledgeBaseDialog
              source={source}
              title={section.title}
              productId={productId}
              main={canSeeHidden}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </SectionPanel>
    </SectionFrame>
  );
}
