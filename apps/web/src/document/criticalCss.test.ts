import { describe, expect, it } from 'vitest';
import { criticalCss } from './criticalCss.js';

const html = '<div class="card  wide"><a class="link" href="/x">x</a></div>';

describe('criticalCss', () => {
  it("keeps the rules the page's classes can match and drops the others", () => {
    const css = '.card{color:red}.drawer{color:blue}.card .link:hover{color:green}.card .menu{}';
    expect(criticalCss(css, html)).toBe('.card{color:red}.card .link:hover{color:green}');
  });

  it('keeps a rule when any of its selectors can match, and every rule without a class', () => {
    const css =
      '.drawer,.wide{margin:var(--x)}:root{--x:1}*,:before{box-sizing:border-box}a[href$=".pdf"]{x:y}';
    expect(criticalCss(css, html)).toBe(css);
  });

  it('judges a selector by its classes outside parentheses and attribute tests', () => {
    const css = '.card:not(.drawer){a:b}.card:where(.x,.y) .link{c:d}.menu:is(.card){e:f}';
    expect(criticalCss(css, html)).toBe('.card:not(.drawer){a:b}.card:where(.x,.y) .link{c:d}');
  });

  it('prunes inside @media and @container, dropping a block left empty, and keeps fonts', () => {
    const css =
      '@font-face{font-family:Inter;src:url(/a.woff2)}@media print{.card{a:b}.drawer{c:d}}' +
      '@media (width>=40em){.drawer{e:f}}@container (width<=30em){.wide{g:h}}';
    expect(criticalCss(css, html)).toBe(
      '@font-face{font-family:Inter;src:url(/a.woff2)}@media print{.card{a:b}}' +
        '@container (width<=30em){.wide{g:h}}',
    );
  });

  it('reads strings whole: braces and commas inside them do not cut a rule', () => {
    const css = '.card:after{content:"}{,"}.drawer:after{content:"}"}';
    expect(criticalCss(css, html)).toBe('.card:after{content:"}{,"}');
  });

  it('leaves out the dark colour scheme: the document is always light', () => {
    const css =
      ':root[data-mantine-color-scheme=light]{--bg:#fff}:root[data-mantine-color-scheme=dark]{--bg:#000}' +
      ":host([data-mantine-color-scheme='dark']) .card{a:b}.card{color:var(--bg)}";
    expect(criticalCss(css, html)).toBe(
      ':root[data-mantine-color-scheme=light]{--bg:#fff}.card{color:var(--bg)}',
    );
  });

  it('keeps only the custom properties the kept rules or the markup read, and what those read', () => {
    const css =
      ':root{--a:1px;--unused:2px;--b:var(--c);--c:red;--d:var(--unused2);--unused2:0}' +
      ':root{--only-unused:1}.card{margin:var(--a);color:var(--b)}.drawer{x:var(--d)}' +
      '@media (width>=40em){.link{--local:3px;gap:var(--e)}}';
    const markup = `${html}<i style="--x:var(--from-markup)"></i>`;
    expect(criticalCss(`${css}:root{--from-markup:4px;--e:5px}`, markup)).toBe(
      ':root{--a:1px;--b:var(--c);--c:red}.card{margin:var(--a);color:var(--b)}' +
        '@media (width>=40em){.link{gap:var(--e)}}:root{--from-markup:4px;--e:5px}',
    );
  });
});
