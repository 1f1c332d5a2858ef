import { describe, expect, it } from 'vitest';
import type { PortalView, SectionView } from '@candor/domain/portal/portalView';
import { renderPage } from '../entry-server.js';
import { buildCard, buildItem, buildPortalView, buildSections } from '../testing/portalFixture.js';
import { elementWith, textOf } from '../testing/html.js';
import { headlineCertifications, heroSummary } from './heroContent.js';

const assets = { scripts: ['/assets/entry.js'], styles: ['/assets/entry.css'], preload: [] };

const certification = (title: string, enabledState: 'Enabled' | 'WorkInProgress' = 'Enabled') =>
  buildItem({
    uid: title.toLowerCase().replace(/\W+/g, '-'),
    kind: 'Certifications',
    title,
    enabledState,
  });

function withCertifications(items: ReturnType<typeof certification>[]): SectionView[] {
  return buildSections().map((section) =>
    section.id === 'certifications'
      ? { ...section, card: buildCard({ kind: 'Certifications', title: 'Compliance', items }) }
      : section,
  );
}

function hero(overrides: Partial<PortalView> = {}) {
  const { html } = renderPage({ kind: 'portal', view: buildPortalView(overrides) }, assets);
  return elementWith(html, 'section', 'aria-labelledby="portal-hero-title"');
}

describe('the portal hero', () => {
  it('names the organisation and says in one line what it does, from its overview', () => {
    const sections = buildSections().map((section) =>
      section.id === 'overview'
        ? {
            ...section,
            card: buildCard({
              kind: 'Overview',
              title: 'Overview',
              items: [
                buildItem({
                  uid: 'about',
                  kind: 'Overview',
                  title: 'About us',
                  explanation:
                    'Northwind runs payroll for 4,000 companies. We were founded in 2012 in Lyon.',
                }),
              ],
            }),
          }
        : section,
    );
    const text = textOf(hero({ sections }));
    expect(text).toContain('Northwind');
    expect(text).toContain('Northwind runs payroll for 4,000 companies.');
    expect(text).not.toContain('founded in 2012');
  });

  it("falls back to the portal's description when the overview says nothing", () => {
    const sections = buildSections().filter((section) => section.id !== 'overview');
    const view = buildPortalView({ sections });
    expect(heroSummary(view)).toBe(view.seo.description);
  });

  it('lists the certifications held, best known first, never one still in progress', () => {
    const sections = withCertifications([
      certification('CSA STAR Level 1'),
      certification('GDPR'),
      certification('ISO/IEC 27001'),
      certification('PCI DSS v4.0', 'WorkInProgress'),
      certification('SOC 2 Type II'),
      certification('HIPAA'),
    ]);
    const html = hero({ sections });
    const list = elementWith(html, 'ul', 'aria-label="Certifications"');
    expect(textOf(list)).toBe('SOC 2 Type II ISO/IEC 27001 HIPAA GDPR +1 more');
    expect(list).toContain('href="#section-certifications"');
    expect(textOf(html)).not.toContain('PCI DSS');
    const { shown } = headlineCertifications(buildPortalView({ sections }));
    expect(shown.every((item) => item.enabledState === 'Enabled')).toBe(true);
  });

  it("carries the call to action: the security review, or 'View documents'", () => {
    const review = hero({
      customization: { ...buildPortalView().customization, bannerLevel: 'medium' },
    });
    expect(textOf(review)).toContain('Start your security review');
    expect(review).toContain('href="#section-documents"');

    const plain = hero();
    expect(textOf(plain)).not.toContain('Start your security review');
    expect(textOf(plain)).toContain('View documents');
  });

  it('shows the banner as its background image, fetched at high priority', () => {
    const html = hero({
      customization: { ...buildPortalView().customization, bannerUrl: '/banner.webp?v=2' },
    });
    expect(html).toMatch(/<img[^>]*src="\/banner.webp\?v=2"[^>]*fetchpriority="high"/i);
  });
});
