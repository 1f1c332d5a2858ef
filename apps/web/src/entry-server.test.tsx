import { NO_ORDERING_ABILITIES } from '@candor/domain/ordering/orderingAbilities';
import { describe, expect, it } from 'vitest';
import type { PortalView, SectionView } from '@candor/domain/portal/portalView';
import { renderPage } from './entry-server.js';
import { PAGE_DATA_ELEMENT_ID } from './pageData.js';
import type { PageData } from './pageData.js';
import {
  buildCard,
  buildItem,
  buildPortalView,
  buildSections,
  fixtureDocuments,
} from './testing/portalFixture.js';
import { attributeValues, elementWith, headOf, openingTag, textOf } from './testing/html.js';

const assets = {
  scripts: ['/assets/entry-client-abc.js'],
  styles: ['/assets/entry-client-abc.css'],
  preload: ['/assets/chunk-def.js'],
};

function render(page: PageData) {
  return renderPage(page, assets);
}

function renderPortal(overrides: Partial<PortalView> = {}) {
  return render({ kind: 'portal', view: buildPortalView(overrides) });
}

function withCards(cards: SectionView & { id: 'cards' }): SectionView[] {
  return buildSections().map((section) => (section.id === 'cards' ? cards : section));
}

describe('renderPage: the document', () => {
  it('is a whole HTML document with the app in #root and the assets linked', () => {
    const { html, status } = renderPortal();
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-client-abc.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-def.js">');
    expect(html).toContain(
      '<script type="module" src="/assets/entry-client-abc.js" fetchpriority="low"></script>',
    );
  });

  it('writes the rules its markup uses into the head instead of linking the stylesheet', () => {
    const css = 'body{margin:0}q::after{content:"</style><script>"}.never-rendered{color:red}';
    const { html } = renderPage(
      { kind: 'portal', view: buildPortalView() },
      {
        ...assets,
        styles: [...assets.styles, '/assets/ViewerParts-v1.css'],
        inlineStyles: {
          '/assets/entry-client-abc.css': css,
          '/assets/ViewerParts-v1.css': '.staff-only{color:red}',
        },
      },
    );
    const head = headOf(html);
    // Nothing in the CSS can close the element; rules for classes the page lacks are left out,
    // and a stylesheet none of whose rules it uses leaves no element.
    expect(head).toContain('<style>body{margin:0}q::after{content:"<\\/style><script>"}</style>');
    expect(head).not.toContain('entry-client-abc.css');
    expect(head).not.toContain('ViewerParts-v1.css');
    expect(head.match(/<\/style>/g)).toHaveLength(1);
  });

  it('names its scripts before the inline styles, so they are asked for before the CSS is parsed', () => {
    const { html } = renderPage(
      { kind: 'portal', view: buildPortalView() },
      { ...assets, inlineStyles: { '/assets/entry-client-abc.css': 'body{margin:0}' } },
    );
    const head = headOf(html);
    const style = head.indexOf('<style>');
    expect(style).toBeGreaterThan(0);
    expect(head.indexOf('<link rel="modulepreload"')).toBeLessThan(style);
    expect(head.indexOf('<script type="module"')).toBeLessThan(style);
  });

  it('has no inline script that executes (the CSP forbids them) but the boot script it is given', () => {
    const { html } = renderPortal();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBe(2);
    for (const attributes of scripts) {
      expect(attributes.includes(' src=') || attributes.includes('type="application/json"')).toBe(
        true,
      );
    }
  });

  // The server gives the boot script's text when it imports nothing (ssr/loadWebRenderer.ts) and
  // allows it in the CSP by its hash: the page then asks for no script before its first paint.
  it('writes the boot script into the head, naming the app it loads after the page', () => {
    const code = 'startApp();';
    const { html } = renderPage(
      { kind: 'portal', view: buildPortalView() },
      {
        scripts: [],
        styles: [],
        inlineScript: code,
        app: {
          entry: '/assets/entry-client-a1.js',
          modules: ['/assets/react-dom-d1.js', '/assets/runtime-r1.js'],
          styles: ['/assets/entry-client-c3.css'],
        },
      },
    );
    const head = headOf(html);
    expect(head).toContain(
      '<script type="module" data-app="/assets/entry-client-a1.js" data-modules="/assets/react-dom-d1.js /assets/runtime-r1.js" data-styles="/assets/entry-client-c3.css">startApp();</script>',
    );
    expect(head).not.toContain(' src=');
    expect(head).not.toContain('modulepreload');
  });

  it("carries the portal's title, description, canonical link, favicon and share data", () => {
    const head = headOf(renderPortal().html);
    expect(head).toContain('<title>Trust Center | Northwind</title>');
    expect(head).toContain(
      '<meta name="description" content="Northwind&#39;s security, privacy and compliance posture.">',
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://trust.northwind.example/northwind">',
    );
    expect(head).toContain('<link rel="icon" href="/assets/org/favicon.png">');
    expect(head).toContain('<meta property="og:title" content="Trust Center | Northwind">');
    expect(head).toContain('<meta property="og:site_name" content="Northwind Trust Center">');
    expect(head).toContain(
      '<meta property="og:url" content="https://trust.northwind.example/northwind">',
    );
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(
      '<meta property="og:image" content="https://trust.northwind.example/northwind/og.png">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta property="og:image:type" content="image/png">');
    expect(head).toContain('<meta property="og:image:alt" content="Northwind Trust Center">');
    expect(head).toContain(
      '<meta property="article:modified_time" content="2025-03-01T12:00:00.000Z">',
    );
    expect(head).toContain('<meta property="og:updated_time" content="2025-03-01T12:00:00.000Z">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('noindex');
  });

  it('escapes the page data so a `</script>` in content cannot break out', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const view = buildPortalView();
    view.customization.portalTitle = evil;
    const { html } = render({ kind: 'portal', view });
    const start = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
    const end = html.indexOf('</script>', start);
    const json = html.slice(html.indexOf('>', start) + 1, end);
    expect(json).not.toMatch(/[<>]/);
    const parsed = JSON.parse(json) as PageData & { kind: 'portal' };
    expect(parsed.view.customization.portalTitle).toBe(evil);
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('renderPage: the portal', () => {
  it('renders the sections in the order the server gives', () => {
    const sections = buildSections();
    const reordered = [sections[5], sections[0], sections[8], sections[2]].filter(
      (section): section is SectionView => section !== undefined,
    );
    const { html } = renderPortal({ sections: reordered });
    expect(attributeValues(html, 'data-section')).toEqual([
      'cards',
      'overview',
      'help',
      'trusted_by',
    ]);
  });

  it('shows a card with its first 3 items, then View more', () => {
    const { html } = renderPortal();
    const card = elementWith(html, 'article', 'data-card-kind="DataSecurity"');
    expect(attributeValues(card, 'data-item-uid')).toEqual([
      'datasecurity-1',
      'datasecurity-2',
      'datasecurity-3',
    ]);
    expect(textOf(card)).toContain('View more');
    // The fourth item is no row of the tile: it is in the HTML, in the hidden list 'View more'
    // opens, for readers without JavaScript and crawlers.
    const more = elementWith(card, 'ul', 'id="card-DataSecurity-more"');
    expect(more).toMatch(/^<ul id="card-DataSecurity-more" hidden="">/);
    expect(textOf(more)).toContain('Data erasure');
    expect(card).toContain('href="/northwind?show=true&amp;kind=DataSecurity"');
  });

  it('shows no View more on a card with 3 items or fewer', () => {
    const card = elementWith(renderPortal().html, 'article', 'data-card-kind="AccessControl"');
    expect(attributeValues(card, 'data-item-uid')).toHaveLength(3);
    expect(textOf(card)).not.toContain('View more');
  });

  it('shows item tags and a lock on restricted items', () => {
    const cards = buildSections().find((s) => s.id === 'cards');
    if (cards?.id !== 'cards') throw new Error('fixture');
    cards.cards[0] = buildCard({
      kind: 'DataSecurity',
      title: 'Data Security',
      items: [
        buildItem({ uid: 'tagged', title: 'Tagged', tags: ['In Progress', 'Public Access'] }),
        buildItem({ uid: 'locked', title: 'Locked', restricted: true }),
      ],
    });
    const { html } = renderPortal({ sections: withCards(cards) });
    const card = elementWith(html, 'article', 'data-card-kind="DataSecurity"');
    expect(textOf(card)).toContain('Tagged In Progress Public Access');
    expect(card).toMatch(/Locked<\/button><span[^>]*><svg[^>]*aria-label="Restricted"/);
  });

  it('marks a hidden card with the eye-off mark only when the card is hidden', () => {
    const plain = renderPortal().html;
    expect(plain).not.toContain('data-hidden-mark');

    const cards = buildSections().find((s) => s.id === 'cards');
    if (cards?.id !== 'cards') throw new Error('fixture');
    cards.cards[1] = { ...cards.cards[1]!, hidden: true };
    const { html } = renderPortal({ sections: withCards(cards) });
    expect(attributeValues(html, 'data-hidden-mark')).toEqual(['card']);
    const hiddenCard = elementWith(html, 'article', 'data-card-kind="ApplicationSecurity"');
    expect(hiddenCard).toContain('data-hidden-mark="card"');
  });

  it('dims a section hidden from visitors (main mode) and marks it', () => {
    const sections = buildSections().map((section) =>
      section.id === 'knowledge_base' ? { ...section, hidden: true } : section,
    );
    const { html } = renderPortal({ sections });
    const section = openingTag(html, 'section', 'data-section="knowledge_base"');
    expect(section).toContain('data-hidden="true"');
    expect(attributeValues(html, 'data-hidden-mark')).toEqual(['section']);
  });

  it('shows the portal title in the header, unless showPortalTitle is off', () => {
    const shown = renderPortal().html;
    expect(elementWith(shown, 'h1', 'data-testid="portal-title"')).toContain('Trust Center');

    const view = buildPortalView();
    view.customization.showPortalTitle = false;
    const hidden = render({ kind: 'portal', view }).html;
    expect(hidden).not.toContain('data-testid="portal-title"');
  });

  it("shows the 'Built on' link in the footer, unless turned off", () => {
    const shown = renderPortal().html;
    expect(textOf(elementWith(shown, 'footer', ''))).toContain('Built on Candor');
    expect(shown).toContain('href="https://github.com/candor-trust/candor"');

    const view = buildPortalView();
    view.customization.showBuiltOn = false;
    expect(textOf(render({ kind: 'portal', view }).html)).not.toContain('Built on');
  });

  it('links the logo out to the organisation website with an alt text', () => {
    const header = elementWith(renderPortal().html, 'header', '');
    expect(header).toContain('href="https://northwind.example"');
    expect(header).toContain('alt="Northwind"');
  });

  it("gives the logo its image's width and height when the server read them", () => {
    const view = buildPortalView();
    view.org.logoUrl = '/assets/org/logo.png';
    view.org.logoSize = { width: 512, height: 128 };
    const logo = openingTag(render({ kind: 'portal', view }).html, 'img', 'alt="Northwind"');
    expect(logo).toContain('width="512"');
    expect(logo).toContain('height="128"');
  });

  it('shows the notification bar linking to the topic', () => {
    const { html } = renderPortal({
      notification: { topicId: 'topic-3', subject: 'We renewed our SOC 2' },
    });
    expect(html).toContain('href="/northwind?tcuUid=topic-3"');
    expect(textOf(html)).toContain('We renewed our SOC 2');
    expect(textOf(html)).toContain('Recent trust updates available');
  });

  it('shows the staff bar with the e-mail, the mode, the private area and a log-out form in main mode', () => {
    const { html } = renderPortal({
      viewer: {
        mode: 'main',
        staff: { email: 'admin@northwind.example', displayName: 'Admin' },
        abilities: {
          canEdit: true,
          canSeeHidden: true,
          canRequestAccess: false,
          ...NO_ORDERING_ABILITIES,
        },
      },
    });
    expect(textOf(html)).toContain(
      'Main mode admin@northwind.example Preview as… Private area Log out',
    );
    expect(openingTag(html, 'a', 'href="/admin"')).toContain('href="/admin"');
    const form = openingTag(html, 'form', 'action="/logout"');
    expect(form).toContain('method="post"');
  });

  it('offers no staff bar to visitors', () => {
    expect(renderPortal().html).not.toContain('action="/logout"');
  });

  it('lists the products in the dropdown, hidden ones marked, when there are several', () => {
    const base = buildPortalView();
    const { html } = renderPortal({
      products: [
        ...base.products,
        { id: 'p2', slug: 'analytics', name: 'Analytics', show: false, isDefault: false },
      ],
    });
    expect(html).toContain('href="/northwind?product=analytics"');
    expect(html).toMatch(/Analytics<\/span><span[^>]*><svg[^>]*aria-label="Hidden product"/);
    expect(renderPortal().html).not.toContain('?product=');
  });

  it('shows the security review banner for visitors when the level is not none', () => {
    const medium = buildPortalView();
    medium.customization.bannerLevel = 'medium';
    const mediumText = textOf(render({ kind: 'portal', view: medium }).html);
    expect(mediumText).toContain('Start your security review');
    expect(mediumText).toContain('request access to restricted documents');

    const low = buildPortalView();
    low.customization.bannerLevel = 'low';
    const lowText = textOf(render({ kind: 'portal', view: low }).html);
    expect(lowText).toContain('Start your security review');
    expect(lowText).not.toContain('request access to restricted documents');

    expect(textOf(renderPortal().html)).not.toContain('Start your security review');
  });

  it('shows the subprocessors table without empty columns', () => {
    const section = elementWith(renderPortal().html, 'section', 'data-section="subprocessors"');
    const headers = [...section.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => textOf(m[1] ?? ''));
    expect(headers).toEqual(['Company', 'Purpose', 'Location']);
  });

  it('shows the featured documents first, each led by its title, then type, date, size and file name', () => {
    const section = elementWith(renderPortal().html, 'section', 'data-section="documents"');
    // Every document is in the HTML for readers without JavaScript, in a hidden block.
    const hiddenBlock = elementWith(section, 'div', 'hidden=""');
    const text = textOf(section.replace(hiddenBlock, ''));
    expect(text).toContain('Featured Documents');
    expect(text).toMatch(
      /SOC 2 Type II\s+PDF · March 14, 2025 · 482 KB\s+SOC 2 Type II Report 2025.pdf/,
    );
    // Restricted: a lock and 'Get access' on the tile, 'Request access' for the section.
    expect(text).toContain('Get access');
    expect(text).toContain('Request access');
    expect(text).toContain('Bulk download');
    expect(text).toContain('View all documents');
    // The other documents wait behind 'View all documents'.
    expect(text).not.toContain('Penetration Test Summary.pdf');
    expect(textOf(hiddenBlock)).toContain('Penetration Test Summary.pdf');
  });

  it('lists every document (tabs when public and private exist) when none is featured', () => {
    const sections = buildSections().map((section) =>
      section.id === 'documents'
        ? {
            ...section,
            featured: [],
            documents: fixtureDocuments.map((document) => ({ ...document, featured: false })),
          }
        : section,
    );
    const section = elementWith(
      renderPortal({ sections }).html,
      'section',
      'data-section="documents"',
    );
    const text = textOf(section);
    expect(text).not.toContain('Featured Documents');
    expect(text).toMatch(/All\s+Public\s+Private/);
    expect(section).toContain('href="/files/file-pentest?accessType=view"');
    expect(text).toContain('Penetration test');
    expect(text).toContain('PDF · June 2, 2025 · 1.3 MB');
  });

  it('offers a view-only document for viewing and says it cannot be downloaded', () => {
    const sections = buildSections().map((section) =>
      section.id === 'documents'
        ? {
            ...section,
            featured: [],
            documents: fixtureDocuments
              .filter((document) => document.publicAccess)
              .map((document) => ({ ...document, featured: false, downloadUrl: null })),
            totals: { all: 1, public: 1, private: 0 },
            bulkDownload: false,
          }
        : section,
    );
    const section = elementWith(
      renderPortal({ sections }).html,
      'section',
      'data-section="documents"',
    );
    expect(section).toContain('href="/files/file-pentest?accessType=view"');
    expect(section).not.toContain('accessType=download');
    expect(section).not.toContain('Bulk download');
    expect(textOf(section)).toContain('This file is view-only and not downloadable in the portal');
  });

  it('shows the empty text when no card has documents', () => {
    const sections = buildSections().map((section) =>
      section.id === 'documents'
        ? { ...section, featured: [], documents: [], totals: { all: 0, public: 0, private: 0 } }
        : section,
    );
    const section = elementWith(
      renderPortal({ sections }).html,
      'section',
      'data-section="documents"',
    );
    expect(textOf(section)).toContain('Uploaded documents from all cards will appear here');
  });

  it("draws the same trailing arrow on every 'View more', cards and Knowledge Base alike", () => {
    const entries = Array.from({ length: 10 }, (_, index) => ({
      id: `kb-${index}`,
      question: `Question ${index}?`,
      answer: `Answer ${index}.`,
      answerHtml: `<p>Answer ${index}.</p>\n`,
      updatedAt: '2025-03-01T12:00:00.000Z',
    }));
    const sections = buildSections().map((section) =>
      section.id === 'knowledge_base' ? { ...section, entries, total: 20 } : section,
    );
    const { html } = renderPortal({ sections });
    // A card's 'View more' is a link to the open card; the Knowledge Base's opens its dialog.
    const viewMore = [...html.matchAll(/<(button|a)\b[^>]*>[\s\S]*?<\/\1>/g)]
      .map((match) => match[0])
      .filter((button) => textOf(button) === 'View more');
    const inKnowledgeBase = viewMore.filter((button) =>
      elementWith(html, 'section', 'data-section="knowledge_base"').includes(button),
    );
    expect(inKnowledgeBase).toHaveLength(1);
    expect(viewMore.length).toBeGreaterThan(1);
    for (const button of viewMore) expect(button).toContain('<svg');
  });

  it("marks a work-in-progress certification 'In Progress' on its tile", () => {
    const sections = buildSections().map((section) =>
      section.id === 'certifications'
        ? {
            ...section,
            card: {
              ...section.card,
              items: section.card.items.map((item) =>
                item.uid === 'cert-gdpr'
                  ? { ...item, enabledState: 'WorkInProgress' as const, tags: ['In Progress'] }
                  : item,
              ),
            },
          }
        : section,
    );
    const html = elementWith(
      renderPortal({ sections }).html,
      'section',
      'data-section="certifications"',
    );
    expect(textOf(elementWith(html, 'li', 'data-item-uid="cert-gdpr"'))).toBe('GDPR In Progress');
    expect(textOf(elementWith(html, 'li', 'data-item-uid="cert-soc2"'))).not.toContain(
      'In Progress',
    );
  });

  it('shows the knowledge base empty text when there are no entries', () => {
    const sections = buildSections().map((section) =>
      section.id === 'knowledge_base' ? { ...section, entries: [], total: 0 } : section,
    );
    expect(textOf(renderPortal({ sections }).html)).toContain('No entries to show');
  });

  it('pages trust updates five at a time, pinned marked, dates as MMMM d, yyyy', () => {
    const section = elementWith(
      renderPortal().html,
      'section',
      'data-section="trust_center_updates"',
    );
    const topics = attributeValues(section, 'id').filter((id) => /^update-topic-\d+$/.test(id));
    expect(topics).toEqual([
      'update-topic-1',
      'update-topic-2',
      'update-topic-3',
      'update-topic-4',
      'update-topic-5',
    ]);
    // Category pills show in main mode only (staff-content.md §2).
    expect(textOf(section)).toContain('Update subject 1 Pinned January 20, 2025');
    expect(textOf(section)).not.toContain('Compliance');
    // The message is the server's rendered Markdown; the card links the feeds.
    expect(section).toContain('<p>Message 1</p>');
    expect(section).toContain('href="https://trust.northwind.example/northwind/updates.atom"');
  });
});

describe('renderPage: other pages', () => {
  it('renders the login form, posting e-mail, password and next to /login', () => {
    const { html, status } = render({ kind: 'login', error: null, email: null, next: '/acme' });
    expect(status).toBe(200);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex">');
    const form = elementWith(html, 'form', 'action="/login"');
    expect(form).toContain('method="post"');
    const email = openingTag(form, 'input', 'name="email"');
    expect(email).toContain('type="email"');
    expect(email).toMatch(/autofocus/i);
    expect(openingTag(form, 'input', 'name="password"')).toContain('type="password"');
    expect(openingTag(form, 'input', 'name="next"')).toContain('value="/acme"');
    // Labelled inputs: each label points at its input.
    for (const name of ['email', 'password']) {
      const id = /id="([^"]+)"/.exec(openingTag(form, 'input', `name="${name}"`))?.[1];
      expect(form).toContain(`for="${id}"`);
    }
    expect(textOf(form)).toContain('Sign in');
    expect(form).not.toContain('role="alert"');
  });

  it('shows the login error and keeps the e-mail', () => {
    const { html } = render({
      kind: 'login',
      error: 'Wrong e-mail or password.',
      email: 'a@b.example',
      next: null,
    });
    expect(elementWith(html, 'div', 'role="alert"')).toContain('Wrong e-mail or password.');
    expect(html).toContain('value="a@b.example"');
    expect(html).not.toContain('name="next"');
  });

  it('renders a 404 page with its message and a way home', () => {
    const { html, status } = render({ kind: 'not_found', message: 'No such item.' });
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Page not found No such item. Go to the home page');
    expect(headOf(html)).toContain('noindex');
    expect(headOf(html)).toContain('<title>Page not found | Candor</title>');
    // A favicon of our own, so the browser does not ask for a missing /favicon.ico.
    expect(headOf(html)).toContain('<link rel="icon" href="/assets/candor-icon-v1.svg">');
  });

  it("renders 'Company not found' with a 404", () => {
    const { html, status } = render({ kind: 'company_not_found' });
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Company not found');
  });

  it("renders 'You don't have access to this page' with a 403", () => {
    const { html, status } = render({ kind: 'no_access' });
    expect(status).toBe(403);
    expect(textOf(html)).toContain("You don't have access to this page");
  });

  it('renders the generic error panel with a 500, the cause only when given', () => {
    const withCause = render({ kind: 'error', message: 'It broke.', cause: 'Error: boom' });
    expect(withCause.status).toBe(500);
    expect(textOf(withCause.html)).toContain('Sorry, an error has occurred. It broke. Error: boom');

    const production = render({ kind: 'error', message: null, cause: null });
    expect(textOf(production.html)).toContain('Sorry, an error has occurred.');
    expect(production.html).not.toContain('data-testid="error-cause"');
  });
});
