/**
 * The knowledge base's large dialog (staff-content.md §2 "Knowledge Base (FAQs) card"): a
 * searchable, server-paged table with the source, access and product facets and the time filter,
 * and a details panel. Public-type viewers get the question and answer columns only; the metadata
 * (§6) shows in main mode. A chunk of its own, fetched when 'View more' is first pressed.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { Modal, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '../api/queries.js';
import { useId, useState } from 'react';
import {
  KB_EMPTY_TEXTS,
  KB_LIMITS,
  KB_TIME_FILTER_OPTIONS,
  kbSourceLabel,
  KB_ACCESS_LABELS,
} from '@candor/domain/knowledgeBase/knowledgeBase.constants';
import { kbColumns, type KbColumn } from '@candor/domain/knowledgeBase/knowledgeBase.rules';
import type { KbFacetValue, KbRowView } from '@candor/domain/knowledgeBase/knowledgeBase';
import { formatDateTimeEnUs12h, formatLongDate } from '@candor/domain/portal/format';
import { listKeys, portalApi, type KbTableParams, type ListSource } from '../api/portalLists.js';
import { SearchIcon } from '../ui/icons.js';
import { RenderedHtml } from '../ui/RenderedHtml.js';
import classes from './KnowledgeBaseDialog.module.css';

export interface KnowledgeBaseDialogProps {
  source: ListSource;
  title: string;
  /** The page's product: the table starts filtered to it. */
  productId: string;
  /** Main mode: the favourite, access, date and filter columns and the metadata panel. */
  main: boolean;
  onClose: () => void;
}

const COLUMN_LABELS: Record<KbColumn, string> = {
  favorite: 'Favorite',
  question: 'Question',
  answer: 'Answer',
  access: 'Access',
  date: 'Date',
  filters: 'Products',
};

/** The answer's text in one line for the table (the details panel shows it whole). */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export function KnowledgeBaseDialog({
  source,
  title,
  productId,
  main,
  onClose,
}: KnowledgeBaseDialogProps) {
  const phone = useMediaQuery('(max-width: 40em)');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, KB_LIMITS.searchDebounceMs);
  const [filters, setFilters] = useState<Omit<KbTableParams, 'q' | 'page'>>({
    pageSize: KB_LIMITS.defaultPageSize,
    source: [],
    access: [],
    productIds: productId ? [productId] : [],
    time: '',
  });
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const params: KbTableParams = { ...filters, q: q.slice(0, KB_LIMITS.queryMaxLength), page };
  const query = useQuery({
    queryKey: listKeys.knowledgeBase(source, params),
    queryFn: ({ signal }) => portalApi.knowledgeBase(source, params, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const columns = kbColumns(main ? 'main' : 'public');
  const selected = data?.items.find((row) => row.id === selectedId) ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const searchId = useId();
  const tableId = useId();

  const refilter = (patch: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="min(1200px, 96vw)"
      fullScreen={phone === true}
      classNames={{ body: classes.body }}
    >
      <div className={classes.toolbar}>
        <TextInput
          id={searchId}
          className={classes.search}
          type="search"
          aria-label="Search the knowledge base"
          placeholder="Search questions and answers"
          maxLength={KB_LIMITS.queryMaxLength}
          leftSection={<SearchIcon size={16} />}
          value={search}
          data-autofocus
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <div className={classes.filters} role="group" aria-label="Filters">
          <FacetSelect
            label="Product"
            allLabel="All products"
            values={data?.facets.products ?? []}
            chosen={filters.productIds[0] ?? ''}
            onChange={(value) => refilter({ productIds: value ? [value] : [] })}
          />
          <FacetSelect
            label="Source"
            allLabel="All sources"
            values={data?.facets.source ?? []}
            chosen={filters.source[0] ?? ''}
            onChange={(value) => refilter({ source: value ? [value] : [] })}
          />
          {main ? (
            <FacetSelect
              label="Access"
              allLabel="All access levels"
              values={data?.facets.access ?? []}
              chosen={filters.access[0] ?? ''}
              onChange={(value) => refilter({ access: value ? [value] : [] })}
            />
          ) : null}
          <label className={classes.filter}>
            <span>Time</span>
            <select
              value={filters.time}
              onChange={(event) => {
                const time = KB_TIME_FILTER_OPTIONS.find(
                  (option) => option.value === event.currentTarget.value,
                );
                refilter({ time: time?.value ?? '' });
              }}
            >
              {KB_TIME_FILTER_OPTIONS.map((option) => (
                <option key={option.value || 'all'} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={classes.content}>
        <div
          className={classes.tableWrap}
          role="region"
          aria-label="Knowledge base entries"
          aria-busy={query.isFetching || undefined}
          tabIndex={0}
          data-stale={(query.isPlaceholderData && query.isFetching) || undefined}
        >
          {query.isPending ? (
            <p className={classes.state} role="status">
              Loading…
            </p>
          ) : query.isError && !data ? (
            <p className={classes.state} role="alert">
              Could not load the knowledge base.{' '}
              <button type="button" className={classes.link} onClick={() => void query.refetch()}>
                Try again
              </button>
            </p>
          ) : data && data.items.length === 0 ? (
            <p className={classes.state} role="status">
              {data.unfilteredTotal === 0 ? KB_EMPTY_TEXTS.none : KB_EMPTY_TEXTS.noMatch}
            </p>
          ) : data ? (
            <table className={classes.table} id={tableId}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" data-column={column}>
                      {column === 'favorite' ? (
                        <span className={classes.visuallyHidden}>{COLUMN_LABELS[column]}</span>
                      ) : (
                        COLUMN_LABELS[column]
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr
                    key={row.id}
                    data-selected={row.id === selectedId || undefined}
                    onClick={() => setSelectedId(row.id)}
                  >
                    {columns.map((column) => (
                      <Cell
                        key={column}
                        column={column}
                        row={row}
                        selected={row.id === selectedId}
                        onSelect={() => setSelectedId(row.id)}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>

        {selected ? (
          <Details entry={selected} main={main} onClose={() => setSelectedId(null)} />
        ) : null}
      </div>

      {data && data.total > 0 ? (
        <nav className={classes.pager} aria-label="Knowledge base pages">
          <span aria-live="polite">
            {(data.page - 1) * data.pageSize + 1}–{Math.min(data.page * data.pageSize, data.total)}{' '}
            of {data.total}
          </span>
          <label className={classes.filter}>
            <span>Rows</span>
            <select
              value={filters.pageSize}
              onChange={(event) => refilter({ pageSize: Number(event.currentTarget.value) })}
            >
              {KB_LIMITS.pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={classes.pageButton}
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </button>
          <span>
            Page {data.page} of {pages}
          </span>
          <button
            type="button"
            className={classes.pageButton}
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            Next
          </button>
        </nav>
      ) : null}
    </Modal>
  );
}

function FacetSelect({
  label,
  allLabel,
  values,
  chosen,
  onChange,
}: {
  label: string;
  allLabel: string;
  values: KbFacetValue[];
  chosen: string;
  onChange: (value: string) => void;
}) {
  const shown =
    chosen && !values.some((v) => v.value === chosen)
      ? [...values, { value: chosen, label: chosen, count: 0 }]
      : values;
  return (
    <label className={classes.filter}>
      <span>{label}</span>
      <select value={chosen} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {shown.map((facet) => (
          <option key={facet.value} value={facet.value}>
            {facet.label} ({facet.count})
          </option>
        ))}
      </select>
    </label>
  );
}

function Cell({
  column,
  row,
  selected,
  onSelect,
}: {
  column: KbColumn;
  row: KbRowView;
  selected: boolean;
  onSelect: () => void;
}) {
  const meta = row.metadata;
  switch (column) {
    case 'favorite':
      return (
        <td data-column={column} data-label={COLUMN_LABELS[column]}>
          {meta?.favorite ? <span aria-label="Favorite">★</span> : null}
        </td>
      );
    case 'question':
      return (
        <td data-column={column} data-label={COLUMN_LABELS[column]}>
          <button
            type="button"
            className={classes.question}
            aria-pressed={selected}
            onClick={(event) => {
              event.stopPropagation();
              onSelect();
            }}
          >
            {row.question}
          </button>
        </td>
      );
    case 'answer':
      return (
        <td data-column={column} data-label={COLUMN_LABELS[column]} className={classes.answerCell}>
          {plainText(row.answerHtml)}
        </td>
      );
    case 'access':
      return (
        <td data-column={column} data-label={COLUMN_LABELS[column]}>
          {meta ? KB_ACCESS_LABELS[meta.accessLevel] : null}
        </td>
      );
    case 'date':
      return (
        <td data-column={column} data-label={COLUMN_LABELS[column]}>
          {meta ? formatLongDate(meta.updatedAt) : null}
        </td>
      );
    case 'filters':
      return (
        <td data-column={column} data-label={COLUMN_LABELS[column]}>
          {meta ? meta.products.map((p) => p.name).join(', ') || 'All products' : null}
        </td>
      );
  }
}

function Details({
  entry,
  main,
  onClose,
}: {
  entry: KbRowView;
  main: boolean;
  onClose: () => void;
}) {
  const meta = main ? entry.metadata : null;
  return (
    <aside className={classes.details} aria-label="Entry details">
      <div className={classes.detailsHead}>
        <h3 className={classes.detailsTitle}>{entry.question}</h3>
        <button type="button" className={classes.link} onClick={onClose}>
          Close details
        </button>
      </div>
      {/* The server rendered the Markdown without raw HTML, unsafe links or images. */}
      <RenderedHtml className={classes.answer} html={entry.answerHtml} />
      {entry.comment ? <p className={classes.comment}>{entry.comment}</p> : null}
      {meta ? (
        <dl className={classes.metadata}>
          <dt>Products</dt>
          <dd>{meta.products.map((p) => p.name).join(', ') || 'All products'}</dd>
          <dt>Source</dt>
          <dd>{meta.sourceName ?? kbSourceLabel(meta.sourceType)}</dd>
          <dt>Type</dt>
          <dd>{meta.sourceSubtype ?? kbSourceLabel(meta.sourceType)}</dd>
          <dt>Date uploaded</dt>
          <dd>{formatLongDate(meta.createdAt)}</dd>
          <dt>Time modified</dt>
          <dd>{formatDateTimeEnUs12h(meta.updatedAt)}</dd>
          <dt>Access</dt>
          <dd>{KB_ACCESS_LABELS[meta.accessLevel]}</dd>
        </dl>
      ) : null}
    </aside>
  );
}

export default KnowledgeBaseDialog;
