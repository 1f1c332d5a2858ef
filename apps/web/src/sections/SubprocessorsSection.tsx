import { lazy, Suspense, useState } from 'react';
import { companyInitials } from '@candor/domain/companies/company';
import type { SectionOf } from '@candor/domain/portal/portalView';
import { useAbilities } from '../portal/viewerContext.js';
import { ChevronDownIcon, ChevronUpIcon, SearchIcon, SortIcon } from '../ui/icons.js';
import { viewerParts } from '../portal/viewerParts.js';
import { useHydrated } from '../ui/useHydrated.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import {
  SUBPROCESSOR_COLUMN_LABELS,
  filledColumns,
  matchesSearch,
  nextSort,
  sortSubprocessors,
  type SubprocessorSort,
  type SubprocessorSortColumn,
} from './subprocessorColumns.js';
import classes from './SubprocessorsSection.module.css';

const LOGOS_SHOWN = 5;

// Editors' controls are a chunk of their own: visitors never download them.
const staffActions = () => import('../staff/subprocessors/SubprocessorStaffActions.js');
const loadSubprocessorDialog = () => import('../staff/subprocessors/SubprocessorDialog.js');
const SubprocessorRowActions = lazy(() =>
  staffActions().then((module) => ({ default: module.SubprocessorRowActions })),
);

/**
 * The table's search field: Mantine's Input markup and classes (its CSS is in styles/mantine.ts)
 * written out, since the component would bring Mantine's input family (~3 kB compressed) into
 * the first screen's script for this one field. SubprocessorsSection.test.tsx keeps it equal
 * to what `<Input>` renders.
 */
export function SubprocessorSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div
      className={`${classes.search} m_6c018570 mantine-Input-wrapper`}
      data-variant="default"
      data-size="sm"
      data-with-left-section="true"
    >
      <div data-position="left" className="m_82577fc2 mantine-Input-section">
        <SearchIcon size={16} />
      </div>
      <input
        className="m_8fb7ebe7 mantine-Input-input"
        data-variant="default"
        type="search"
        aria-label="Search subprocessors"
        placeholder="Search subprocessors"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** Subprocessors: up to five logos, and a searchable table (a plain <table>: Mantine's Table
 * pulls in its scroll container and floating-ui) (empty columns hidden). */
export function SubprocessorsSection({ section }: { section: SectionOf<'subprocessors'> }) {
  const { card, subprocessors } = section;
  const titleId = sectionTitleId('subprocessors');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SubprocessorSort | null>(null);
  const columns = filledColumns(subprocessors);
  const rows = sortSubprocessors(
    subprocessors.filter((row) => matchesSearch(row, search)),
    sort,
  );
  const header = (column: SubprocessorSortColumn, label: string) => (
    <SortableHeader
      key={column}
      label={label}
      direction={sort?.column === column ? sort.direction : null}
      onSort={() => setSort(nextSort(sort, column))}
    />
  );
  const logos = subprocessors.filter((row) => row.company.logoUrl).slice(0, LOGOS_SHOWN);
  const more = subprocessors.length - logos.length;
  const hydrated = useHydrated();
  // The editors' controls are in the HTML, or hold their place until their chunk is there, so
  // the table does not grow when the page hydrates.
  const editing = useAbilities().canEdit;
  const AddButton = editing ? viewerParts().AddButton : null;

  return (
    <SectionFrame id="subprocessors" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel
        titleId={titleId}
        card={card}
        aside={
          logos.length > 0 ? (
            <div className={classes.logos} aria-hidden="true">
              {logos.map((row) => (
                <img
                  key={row.id}
                  src={row.company.logoUrl ?? ''}
                  alt=""
                  width={30}
                  height={30}
                  loading="lazy"
                  decoding="async"
                />
              ))}
              {more > 0 ? <span className={classes.more}>+{more}</span> : null}
            </div>
          ) : null
        }
      >
        {AddButton ? (
          <div className={classes.staffBar}>
            <AddButton label="Add subprocessor" loadDialog={loadSubprocessorDialog} />
          </div>
        ) : null}
        <SubprocessorSearch value={search} onChange={setSearch} />
        <div
          className={classes.tableWrap}
          role="region"
          aria-label="Subprocessors table"
          tabIndex={0}
        >
          <table className={classes.table}>
            <thead>
              <tr>
                {header('company', 'Company')}
                {columns.map((column) => header(column, SUBPROCESSOR_COLUMN_LABELS[column]))}
                {editing ? (
                  <th scope="col" className={classes.actionsHeader}>
                    <span className={classes.visuallyHidden}>Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <span className={classes.company}>
                      {row.company.logoUrl ? (
                        <img
                          src={row.company.logoUrl}
                          alt=""
                          width={25}
                          height={25}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : (
                        <span className={classes.monogram} aria-hidden="true">
                          {companyInitials(row.company.name)}
                        </span>
                      )}
                      <span>
                        {row.company.name}
                        {row.company.domain ? (
                          <span className={classes.domain}>{row.company.domain}</span>
                        ) : null}
                      </span>
                    </span>
                  </td>
                  {columns.map((column) => (
                    <td key={column} data-label={SUBPROCESSOR_COLUMN_LABELS[column]}>
                      {row[column]}
                    </td>
                  ))}
                  {editing ? (
                    <td>
                      {hydrated ? (
                        <Suspense fallback={<span className={classes.rowActionsSpace} />}>
                          <SubprocessorRowActions subprocessor={row} />
                        </Suspense>
                      ) : (
                        <span className={classes.rowActionsSpace} />
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + (editing ? 2 : 1)} className={classes.noResults}>
                    No results match this criteria
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </SectionPanel>
    </SectionFrame>
  );
}

/**
 * A column header that sorts the table: a button (Enter or Space) in a header that says its
 * order with aria-sort; on a phone the headers become a row of sort buttons above the rows.
 */
function SortableHeader({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: SubprocessorSort['direction'] | null;
  onSort: () => void;
}) {
  const Icon =
    direction === 'ascending'
      ? ChevronUpIcon
      : direction === 'descending'
        ? ChevronDownIcon
        : SortIcon;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button type="button" className={classes.sortButton} onClick={onSort}>
        {label}
        <Icon size={14} className={direction ? undefined : classes.sortIdle} />
      </button>
    </th>
  );
}
