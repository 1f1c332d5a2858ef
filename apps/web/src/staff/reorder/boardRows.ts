/** What the sortable board shows of each row and column. */
export interface BoardRow {
  label: string;
  /** Disabled (hidden or not enabled): dimmed with the hidden icon. */
  hidden: boolean;
  /** A second line, e.g. the card a document is on. */
  detail?: string;
}

/** An extra entry of a row's menu (combine or separate sections, move to the other column). */
export interface RowMenuAction {
  label: string;
  run: () => void;
}

export interface BoardColumn {
  /** Shown above the column; a single list has none. */
  title?: string;
  /** Shown in an empty column. */
  emptyText?: string;
}
