import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logoSvg } from '../db/seed/artwork/brand.js';
import { isInertSvg } from './inertSvg.js';
import { sanitizeSvg } from './sanitizeSvg.js';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe('isInertSvg', () => {
  it("takes the company catalogue's marks and the demo's logo as they are", () => {
    const require = createRequire(import.meta.url);
    const github = readFileSync(require.resolve('simple-icons/icons/github.svg'), 'utf8');
    expect(isInertSvg(github)).toBe(true);
    expect(isInertSvg(logoSvg("O'Brien & Co"))).toBe(true);
    expect(
      isInertSvg(
        `<svg ${SVG}><defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="4" height="4" fill="url(#a)"/></svg>`,
      ),
    ).toBe(true);
  });

  it.each([
    ['a script', `<svg ${SVG}><script>alert(1)</script></svg>`],
    ['an event handler', `<svg ${SVG} onload="alert(1)"><path d="M0 0"/></svg>`],
    ['a style', `<svg ${SVG}><path style="fill:url(https://x.example/a)" d="M0 0"/></svg>`],
    ['an outside url()', `<svg ${SVG}><path fill="url(https://x.example/#a)" d="M0 0"/></svg>`],
    [
      'a second url() beside a fragment one',
      `<svg ${SVG}><path fill="url(#a) url(//x.example)" d="M0 0"/></svg>`,
    ],
    ['a link', `<svg ${SVG}><a href="javascript:alert(1)"><path d="M0 0"/></a></svg>`],
    ['an image', `<svg ${SVG}><image href="https://x.example/a.png"/></svg>`],
    [
      'xlink',
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/></svg>`,
    ],
    ['foreignObject', `<svg ${SVG}><foreignObject><p>hi</p></foreignObject></svg>`],
    ['a doctype with entities', `<!DOCTYPE svg [<!ENTITY a "b">]><svg ${SVG}>&a;</svg>`],
    ['a comment', `<svg ${SVG}><!-- --></svg>`],
    ['an unknown entity', `<svg ${SVG}><text>&a;</text></svg>`],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"><path d="M0 0"/></svg>'],
    ['no namespace', '<svg><path d="M0 0"/></svg>'],
    ['a namespace below the root', `<svg ${SVG}><g xmlns="http://www.w3.org/1999/xhtml"/></svg>`],
    ['unbalanced tags', `<svg ${SVG}><g><path d="M0 0"/></svg>`],
    ['a second root', `<svg ${SVG}/><svg ${SVG}/>`],
    ['text after the root', `<svg ${SVG}/>x`],
    ['a repeated attribute', `<svg ${SVG}><path d="M0 0" d="M1 1"/></svg>`],
    ['markup in a value', `<svg ${SVG}><path d="<script>"/></svg>`],
    ['an HTML root', `<html><svg ${SVG}/></html>`],
  ])('refuses %s, which goes through DOMPurify', (_what, text) => {
    expect(isInertSvg(text)).toBe(false);
  });

  it('leaves an inert SVG to sanitizeSvg unchanged, and still cleans one that is not', () => {
    const logo = logoSvg('Acme');
    expect(sanitizeSvg(logo)).toBe(logo);
    const cleaned = sanitizeSvg(
      `<svg ${SVG} onload="alert(1)"><script>x</script><path d="M0 0"/></svg>`,
    );
    expect(cleaned).not.toMatch(/onload|script/);
    expect(cleaned).toContain('<path d="M0 0"');
  });
});
