import type { SectionOf } from '@candor/domain/portal/portalView';
import panel from '../ui/Panel.module.css';
import { ChevronDownIcon } from '../ui/icons.js';
import { ListToggleButton, useListToggle } from './ListToggle.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './KnowledgeBaseSection.module.css';

/** Entries shown before 'View more'. */
export const KB_ENTRIES_SHOWN = 6;

/**
 * Knowledge Base (FAQs): questions that open to their answers (native <details>, so they work
 * before hydration); the first few show, 'View more' reveals the rest.
 */
export function KnowledgeBaseSection({ section }: { section: SectionOf<'knowledge_base'> }) {
  const titleId = sectionTitleId('knowledge_base');
  const list = useListToggle();
  const { entries } = section;
  return (
    <SectionFrame id="knowledge_base" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} title={section.title}>
        {entries.length === 0 ? (
          <p className={panel.empty}>No entries to show</p>
        ) : (
          <>
            <ul className={classes.list} id={list.listId}>
              {entries.map((entry, index) => (
                <li
                  key={entry.id}
                  className={classes.entry}
                  hidden={!list.expanded && index >= KB_ENTRIES_SHOWN}
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
            {entries.length > KB_ENTRIES_SHOWN ? (
              <div className={classes.footer}>
                <ListToggleButton list={list} moreLabel="View more" />
              </div>
            ) : null}
          </>
        )}
      </SectionPanel>
    </SectionFrame>
  );
}
