import { MantineContext, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';

type MantineContextValue = NonNullable<React.ContextType<typeof MantineContext>>;

const noop = () => {};

/**
 * What Mantine's components read from MantineProvider, for a page that is light only, with the
 * theme's variables in a stylesheet (styles/themeVariables.css) and without Mantine's global
 * classes. MantineProvider itself would bring, on every page's first script, the code that
 * computes and writes those variables, the colour-scheme managers and the reduced-motion hook,
 * which all do nothing for us (about 10 kB of the portal's first-visit script). The `<html>` the
 * server writes carries `data-mantine-color-scheme="light"` (document/renderDocument.ts).
 */
const LIGHT_ONLY: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

export function LightMantineProvider({
  theme,
  children,
}: {
  theme: MantineThemeOverride;
  children: ReactNode;
}) {
  return (
    <MantineContext value={LIGHT_ONLY}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
