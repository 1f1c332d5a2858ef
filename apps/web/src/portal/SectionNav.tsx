import { useEffect, useRef, useState, type RefObject } from 'react';
import type { SectionView } from '@candor/domain/portal/portalView';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.js';
import container from './Container.module.css';
import { sectionLinks } from './sectionLinks.js';
import { followSectionLinks } from './settleOnSection.js';
import classes from './SectionNav.module.css';

/** How far below the top of the screen a section counts as the one being read. */
const READING_LINE_PX = 96;

/** The section being read: the last one whose top has passed the reading line (the last one at
 * the bottom of the page), none above the first. */
function useActiveSection(targetIds: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = targetIds.join(' ');
  useEffect(() => {
    const ids = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const atBottom =
        window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      let current: string | null = null;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && (top <= READING_LINE_PX || atBottom)) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return active;
}

/** Scrolls the bar by most of its width, towards its end (1) or its start (-1). */
function scrollBar(bar: HTMLUListElement | null, direction: 1 | -1) {
  bar?.scrollBy({ left: direction * bar.clientWidth * 0.7, behavior: 'smooth' });
}

/** Which ends of the bar have links scrolled out of sight (none until the app has loaded). */
function useHiddenEnds(bar: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [bar]);
  return ends;
}

/**
 * The page's table of contents: a bar of links that stays under the top of the screen on wide
 * screens, and a 'Jump to section' menu on a phone (a disclosure, so it works before the app
 * has loaded). Both are plain links to the sections' ids.
 */
export function SectionNav({ sections }: { sections: readonly SectionView[] }) {
  const links = sectionLinks(sections);
  const active = useActiveSection(links.map((link) => link.targetId));
  const jumpRef = useRef<HTMLDetailsElement>(null);
  const barRef = useRef<HTMLUListElement>(null);
  const hidden = useHiddenEnds(barRef);
  useEffect(followSectionLinks, []);
  if (links.length < 2) return null;
  const activeLabel = links.find((link) => link.targetId === active)?.label;

  const closeJumpMenu = () => {
    if (jumpRef.current) jumpRef.current.open = false;
  };

  return (
    <nav className={classes.nav} aria-label="Sections">
      <div className={`${container.container} ${classes.inner}`}>
        <div
          className={classes.scroller}
          data-more-start={hidden.start || undefined}
          data-more-end={hidden.end || undefined}
        >
          <ul className={classes.bar} ref={barRef}>
            {links.map((link) => (
              <li key={link.targetId}>
                <a
                  className={classes.link}
                  href={`#${link.targetId}`}
                  aria-current={link.targetId === active ? 'location' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {/* More links than the bar shows: a fade and an arrow at each end that has more. */}
          {hidden.start ? (
            <button
              type="button"
              className={`${classes.more} ${classes.moreStart}`}
              aria-label="Earlier sections"
              onClick={() => scrollBar(barRef.current, -1)}
            >
              <ChevronLeftIcon size={16} />
            </button>
          ) : null}
          {hidden.end ? (
            <button
              type="button"
              className={`${classes.more} ${classes.moreEnd}`}
              aria-label="More sections"
              onClick={() => scrollBar(barRef.current, 1)}
            >
              <ChevronRightIcon size={16} />
            </button>
          ) : null}
        </div>
        <details
          className={classes.jump}
          ref={jumpRef}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !jumpRef.current?.open) return;
            closeJumpMenu();
            jumpRef.current.querySelector('summary')?.focus();
          }}
        >
          <summary className={classes.jumpButton}>
            <span className={classes.jumpLabel}>
              Jump to section
              {activeLabel ? (
                <span className={classes.jumpCurrent} aria-hidden="true">
                  {activeLabel}
                </span>
              ) : null}
            </span>
            <span className={classes.chevron}>
              <ChevronDownIcon size={16} />
            </span>
          </summary>
          <ul className={classes.jumpList}>
            {links.map((link) => (
              <li key={link.targetId}>
                <a
                  className={classes.jumpLink}
                  href={`#${link.targetId}`}
                  aria-current={link.targetId === active ? 'location' : undefined}
                  onClick={closeJumpMenu}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </div>
    </nav>
  );
}
