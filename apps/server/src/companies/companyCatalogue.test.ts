import { describe, expect, it } from 'vitest';
import { buildCompanyCatalogue, companyCatalogue } from './companyCatalogue.js';
import { searchCatalogue } from './searchCompanies.js';

const names = (term: string) => searchCatalogue(companyCatalogue(), term).map((c) => c.name);

// The first mark sanitized in a process loads jsdom, which takes seconds on a busy machine.
describe('the shipped company catalogue', { timeout: 30_000 }, () => {
  it('holds a few hundred companies with unique ids and domains, most with a brand mark', () => {
    const { companies, byId } = companyCatalogue();
    expect(companies.length).toBeGreaterThanOrEqual(250);
    expect(byId.size).toBe(companies.length);
    expect(companies.every((c) => /^[a-z0-9.-]+\.[a-z]{2,}(\/[a-z/]+)?$/.test(c.domain))).toBe(
      true,
    );
    expect(companies.filter((c) => c.iconSlug).length).toBeGreaterThan(200);
  });

  it('serves marks as sanitized SVG in the brand colour, none for lettered companies', () => {
    const catalogue = companyCatalogue();
    const stripe = catalogue.logoSvg('stripe');
    expect(stripe).toMatch(/^<svg [^>]*fill="#635BFF"/);
    expect(stripe).toContain('viewBox="0 0 24 24"');
    expect(catalogue.logoSvg('microsoft')).toBeNull();
    expect(catalogue.logoSvg('no-such-company')).toBeNull();
  });
});

describe('searchCatalogue', () => {
  it('puts names starting with the term first, then word starts, then domains and the rest', () => {
    expect(names('stri')[0]).toBe('Stripe');
    expect(names('web services')).toContain('Amazon Web Services');
    expect(names('Cloud')).toEqual(expect.arrayContaining(['Cloudflare', 'Google Cloud']));
    expect(names('Cloud').indexOf('Cloudflare')).toBeLessThan(
      names('Cloud').indexOf('Google Cloud'),
    );
    expect(names('datadoghq')).toEqual(['Datadog']);
  });

  it('ignores case, accents and punctuation, and caps the answers', () => {
    expect(names('STRIPE')).toEqual(names('stripe'));
    expect(names('mónday')).toContain('monday.com');
    expect(names('').length).toBe(20);
    expect(names('zzzzqqq')).toEqual([]);
  });
});

describe('buildCompanyCatalogue', { timeout: 30_000 }, () => {
  const source = {
    version: '1',
    icons: [{ slug: 'evil', title: 'Evil Co', hex: 'FFFFFF' }],
    readIcon: () =>
      '<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><path d="M0 0h24v24H0z"/></svg>',
  };

  it('sanitizes the marks it reads and draws too-light brand colours dark', () => {
    const svg = buildCompanyCatalogue('evil evil.example\n=Plain Co|plain.example', source).logoSvg(
      'evil',
    );
    expect(svg).not.toMatch(/script|onload/);
    expect(svg).toContain('fill="#212529"');
  });

  it('refuses a selection naming an icon the package does not ship', () => {
    expect(() => buildCompanyCatalogue('missing missing.example', source)).toThrow(/missing/);
  });
});
