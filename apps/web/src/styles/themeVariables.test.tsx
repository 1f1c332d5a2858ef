import { readFileSync } from 'node:fs';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.js';

/** Mantine's provider, as the app ran it before ui/LightMantineProvider: light only. */
const lightOnlyColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

const written = readFileSync(new URL('./themeVariables.css', import.meta.url), 'utf8');

type Declarations = { root: string[]; light: string[] };

/** Declarations per block kind (':root' and the light scheme), dark blocks left out. */
function declarations(css: string): Declarations {
  const result: Declarations = { root: [], light: [] };
  for (const [, selector = '', body = ''] of css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (selector.includes('dark')) continue;
    const target = selector.includes('light') ? result.light : result.root;
    for (const declaration of body.split(';')) {
      const text = declaration.replace(/\s+/g, ' ').replace(/'/g, '"').trim();
      if (text) target.push(text);
    }
  }
  result.root.sort();
  result.light.sort();
  return result;
}

describe('themeVariables.css', () => {
  it('holds exactly the variables Mantine derives from theme.ts', () => {
    const html = renderToString(
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        colorSchemeManager={lightOnlyColorScheme}
        withGlobalClasses={false}
      />,
    );
    const generated = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(generated).toBeDefined();
    expect(declarations(written)).toEqual(declarations(generated ?? ''));
  });
});
