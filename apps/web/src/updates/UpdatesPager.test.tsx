// @vitest-environment jsdom
import { MantineProvider, Pagination } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, expect, it, vi } from 'vitest';
import { stubMantineBrowserApis } from '../testing/mantineInJsdom.js';
import { UpdatesPager } from './UpdatesPager.js';
import classes from './UpdatesPager.module.css';

beforeAll(stubMantineBrowserApis);

const inProvider = (node: ReactNode) => (
  <MantineProvider withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
    {node}
  </MantineProvider>
);

/** Mantine's markup as UpdatesSection rendered it, less the inline variables the CSS sets. */
function mantinePager(total: number, value: number) {
  const html = renderToString(
    inProvider(
      <Pagination
        total={total}
        value={value}
        onChange={() => {}}
        size="sm"
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? 'Next page' : 'Previous page',
        })}
        withEdges={false}
      />,
    ),
  );
  return html
    .replace(/ style="--pagination[^"]*"/, '')
    .replace(/ style="--group[^"]*"/, '')
    .replace('class="m_4addd315', `class="${classes.root} m_4addd315`)
    .replace('class="m_4081bf90', `class="${classes.group} m_4081bf90`);
}

// The pager is Mantine's Pagination written out (to keep Mantine's pagination family off the
// first screen): the same markup Mantine's CSS styles, at the first, a middle and the last page,
// with dots on both sides.
it.each([
  [2, 1],
  [3, 2],
  [12, 6],
  [12, 12],
])(
  'the updates pager is the markup of Mantine’s Pagination (%i pages, page %i)',
  (total, value) => {
    expect(
      renderToString(inProvider(<UpdatesPager total={total} value={value} onChange={() => {}} />)),
    ).toBe(mantinePager(total, value));
  },
);

it('the updates pager turns to the page, the previous and the next one', () => {
  const onChange = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(inProvider(<UpdatesPager total={12} value={6} onChange={onChange} />)));
  for (const name of ['Page 7', 'Previous page', 'Next page']) {
    act(() => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)?.click());
  }
  act(() => root.unmount());
  expect(onChange.mock.calls).toEqual([[7], [5], [7]]);
});
