import { Input, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { SearchIcon } from '../ui/icons.js';
import { SubprocessorSearch } from './SubprocessorsSection.js';
import classes from './SubprocessorsSection.module.css';

const render = (node: ReactNode) =>
  renderToString(
    <MantineProvider withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      {node}
    </MantineProvider>,
  );

// The field is Mantine's Input written out (to keep Mantine's input family off the first
// screen): it must stay the markup Mantine's CSS styles, whatever version is installed. The
// wrapper's size variables are in the section's stylesheet instead of an inline style.
it('the subprocessor search is the markup of Mantine’s Input, without its inline size variables', () => {
  const ours = render(<SubprocessorSearch value="aws" onChange={() => {}} />);
  const mantine = render(
    <Input
      className={classes.search}
      type="search"
      aria-label="Search subprocessors"
      placeholder="Search subprocessors"
      leftSection={<SearchIcon size={16} />}
      value="aws"
      onChange={() => {}}
    />,
  );
  expect(ours).toBe(mantine.replace(/ style="[^"]*"/, ''));
});
