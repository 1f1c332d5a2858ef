import { describe, expect, it } from 'vitest';
import type { SectionView } from '@candor/domain/portal/portalView';
import { renderPage } from '../entry-server.js';
import { buildCard, buildPortalView, buildSections } from '../testing/portalFixture.js';
import { attributeValues, elementWith, textOf } from '../testing/html.js';
import { sectionLinks } from './sectionLinks.js';

const assets = { scripts: ['/assets/entry.js'], styles: ['/assets/entry.css'], preload: [] };

function render(sections: SectionView[] = buildSections()) {
  return renderPage({ kind: 'portal', view: buildPortalView({ sections }) }, assets).html;
}

describe('the section navigation', () => {
  it('links to every section the page shows, in its order, named as its heading reads', () => {
    const html = render();
    const nav = elementWith(html, 'nav', 'aria-label="Sections"');
    const bar = elementWith(nav, 'ul', 'class=');
    expect(textOf(bar)).toBe(
      'Overview Compliance Trusted By Subprocessors Documents Security controls ' +
        'Knowledge Base (FAQs) Trust Center Updates Help',
    );
    // Every link leads to an element of the page.
    for (const href of attributeValues(bar, 'href')) {
      expect(html).toContain(`id="${href.slice(1)}"`);
    }
  });

  it("offers the same links as a 'Jump to section' menu for phones, usable before the app loads", () => {
    const nav = elementWith(render(), 'nav', 'aria-label="Sections"');
    const jump = elementWith(nav, 'details', 'class=');
    expect(textOf(elementWith(jump, 'summary', 'class='))).toBe('Jump to section');
    expect(attributeValues(jump, 'href')).toEqual(
      attributeValues(elementWith(nav, 'ul', 'class='), 'href'),
    );
  });

  it('leaves out sections the viewer does not see, and links both halves of a combined one', () => {
    const sections = buildSections().filter((section) => section.id !== 'trusted_by');
    const overview = sections.find((section) => section.id === 'overview');
    const certifications = sections.find((section) => section.id === 'certifications');
    const combined: SectionView[] = [
      {
        id: 'overview_and_certifications',
        hidden: false,
        overview:
          overview?.id === 'overview'
            ? overview.card
            : buildCard({ kind: 'Overview', title: 'Overview' }),
        certifications:
          certifications?.id === 'certifications'
            ? certifications.card
            : buildCard({ kind: 'Certifications', title: 'Compliance' }),
      },
      ...sections.filter((section) => section.id !== 'overview' && section.id !== 'certifications'),
    ];
    const links = sectionLinks(combined);
    expect(links.map((link) => link.label)).not.toContain('Trusted By');
    expect(links.slice(0, 2)).toEqual([
      { targetId: 'section-overview_and_certifications', label: 'Overview' },
      { targetId: 'section-certifications-title', label: 'Compliance' },
    ]);
    const html = render(combined);
    expect(html).toContain('id="section-certifications-title"');
  });

  it('is left out when there is only one section to go to', () => {
    const sections = buildSections().filter((section) => section.id === 'help');
    expect(render(sections)).not.toContain('aria-label="Sections"');
  });
});
