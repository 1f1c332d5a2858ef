import { useId, useState } from 'react';
import { ViewMoreButton } from '../cards/ViewMoreButton.js';

export interface ListToggle {
  expanded: boolean;
  /** Id for the list, which the button controls. */
  listId: string;
  toggle: () => void;
}

/** Whether a list that first shows a few entries shows them all. */
export function useListToggle(): ListToggle {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return { expanded, listId, toggle: () => setExpanded((value) => !value) };
}

/** `moreLabel` while the list shows a few entries, 'View less' once it shows them all. */
export function ListToggleButton({ list, moreLabel }: { list: ListToggle; moreLabel: string }) {
  return (
    <ViewMoreButton
      label={list.expanded ? 'View less' : moreLabel}
      expanded={list.expanded}
      controls={list.listId}
      onClick={list.toggle}
    />
  );
}
