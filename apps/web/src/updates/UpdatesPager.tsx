import { usePagination } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './UpdatesPager.module.css';

/**
 * The updates' pager: Mantine's `<Pagination size="sm" withEdges={false}>` markup and classes
 * (its CSS is in styles/mantine.ts) written out, since the component would bring Mantine's
 * pagination family (~2.5 kB compressed) into the first screen's script. Its inline size
 * variables are in UpdatesPager.module.css; UpdatesPager.test.tsx keeps the markup equal to
 * what `<Pagination>` renders.
 */
export function UpdatesPager({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { range, previous, next } = usePagination({ total, page: value, onChange });
  return (
    <div className={`${classes.root} m_4addd315 mantine-Pagination-root`} data-size="sm">
      <div className={`${classes.group} m_4081bf90 mantine-Group-root`}>
        <Control label="Previous page" disabled={value === 1} onClick={previous}>
          <Icon rtl path={PREVIOUS} />
        </Control>
        {range.map((page, index) =>
          page === 'dots' ? (
            <div key={`dots-${index}`} className="m_4ad7767d mantine-Pagination-dots">
              <Icon path={DOTS} />
            </div>
          ) : (
            <Control
              key={page}
              label={`Page ${page}`}
              active={page === value}
              onClick={() => onChange(page)}
            >
              {page}
            </Control>
          ),
        )}
        <Control label="Next page" disabled={value === total} onClick={next}>
          <Icon rtl path={NEXT} />
        </Control>
      </div>
    </div>
  );
}

function Control({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const page = typeof children === 'number';
  return (
    <button
      className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root`}
      data-disabled={disabled || undefined}
      data-active={active || undefined}
      data-with-padding={page || undefined}
      type="button"
      disabled={disabled}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';
const ICON_SIZE = 'calc(var(--pagination-control-size) / 1.8)';

function Icon({ path, rtl }: { path: string; rtl?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: ICON_SIZE, height: ICON_SIZE }}
      className={rtl ? 'mantine-rotate-rtl' : undefined}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
