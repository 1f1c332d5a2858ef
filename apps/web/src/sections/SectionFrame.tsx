import type { ReactNode } from 'react';
import type { SectionId } from '@candor/domain/cards/constants';
import { HiddenMark } from '../ui/HiddenMark.js';
import classes from './SectionFrame.module.css';

export function sectionElementId(id: SectionId): string {
  return `section-${id}`;
}

/** Id of the heading that names the section. */
export function sectionTitleId(id: SectionId): string {
  return `${sectionElementId(id)}-title`;
}

interface SectionFrameProps {
  id: SectionId;
  hidden: boolean;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/** A section landmark; a section hidden from visitors (main mode only) is dimmed and marked. */
export function SectionFrame({ id, hidden, labelledBy, className, children }: SectionFrameProps) {
  return (
    <section
      id={sectionElementId(id)}
      className={className ? `${classes.section} ${className}` : classes.section}
      aria-labelledby={labelledBy}
      data-section={id}
      data-hidden={hidden || undefined}
    >
      {hidden ? (
        <p className={classes.hiddenNote}>
          <HiddenMark what="section" />
          Visitors don&apos;t see this section.
        </p>
      ) : null}
      {children}
    </section>
  );
}
