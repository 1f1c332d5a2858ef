import { describe, expect, it } from 'vitest';
import {
  consentFromCookiebot,
  consentFromHubSpot,
  consentFromOneTrust,
  parseConsent,
  allowedScripts,
  acceptAllConsent,
} from './consent.js';
import {
  consentSetup,
  cspAdditions,
  normalizeScriptUrl,
  scriptsSettingsSchema,
  SCRIPT_URL_INVALID,
  SCRIPT_URL_NOT_HTTPS,
  UNSUPPORTED_COOKIE_BANNER,
} from './scripts.js';

describe('normalizeScriptUrl', () => {
  it.each([
    ['js.hs-scripts.com/123.js', 'https://js.hs-scripts.com/123.js'],
    ['//widget.intercom.io/widget/abc', 'https://widget.intercom.io/widget/abc'],
    [
      '  https://www.googletagmanager.com/gtag/js?id=G-1 ',
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    ],
    ['http://127.0.0.1:4000/gtag.js', 'http://127.0.0.1:4000/gtag.js'],
    ['http://localhost:4000/x.js', 'http://localhost:4000/x.js'],
  ])('accepts %s as %s', (input, url) => {
    expect(normalizeScriptUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://cdn.example.com/x.js', SCRIPT_URL_NOT_HTTPS],
    ['javascript:alert(1)', SCRIPT_URL_INVALID],
    ['data:text/javascript,1', SCRIPT_URL_INVALID],
    ['ftp://cdn.example.com/x.js', SCRIPT_URL_INVALID],
    ['https://a:b@cdn.example.com/x.js', SCRIPT_URL_INVALID],
    ['not a url', SCRIPT_URL_INVALID],
    ['https://intranet/x.js', SCRIPT_URL_INVALID],
    ['', SCRIPT_URL_INVALID],
  ])('refuses %s', (input, message) => {
    expect(normalizeScriptUrl(input)).toEqual({ ok: false, message });
  });
});

describe('scriptsSettingsSchema', () => {
  it("refuses a banner type other than the five with 'Unsupported cookie banner'", () => {
    const parsed = scriptsSettingsSchema.safeParse({ cookie_banner: { show: true, type: 'x' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(UNSUPPORTED_COOKIE_BANNER);
  });
  it('stores empty URLs as null', () => {
    expect(scriptsSettingsSchema.parse({ gtag: '  ' })).toEqual({ gtag: null });
  });
});

describe('consentSetup', () => {
  it('asks with Candor’s dialog when scripts are configured and no banner is', () => {
    expect(
      consentSetup({ gtm: 'www.googletagmanager.com/gtm.js?id=GTM-1', intercom: null }),
    ).toEqual({
      scripts: [
        {
          vendor: 'gtm',
          category: 'analytics',
          src: 'https://www.googletagmanager.com/gtm.js?id=GTM-1',
        },
      ],
      banner: { kind: 'candor' },
    });
  });
  it('asks nothing without scripts or banner, and skips stored values it cannot read', () => {
    expect(consentSetup({})).toBeNull();
    expect(consentSetup(null)).toBeNull();
    expect(consentSetup({ hubspot: 'http://evil.example/x.js', gtag: 42 })).toBeNull();
  });
  it('reports a stored unknown banner type as unsupported', () => {
    expect(consentSetup({ cookie_banner: { show: true, type: 'quantcast' } })?.banner).toEqual({
      kind: 'unsupported',
      type: 'quantcast',
    });
  });
  it('loads Cookiebot with its id and auto-blocking', () => {
    expect(
      consentSetup({
        cookie_banner: { show: true, type: 'cookiebot', cbid: 'id-1', auto_block_enabled: true },
      })?.banner,
    ).toEqual({
      kind: 'third_party',
      type: 'cookiebot',
      src: 'https://consent.cookiebot.com/uc.js',
      attributes: { 'data-cbid': 'id-1', 'data-blockingmode': 'auto' },
    });
  });
});

describe('cspAdditions', () => {
  it('adds nothing without a setup', () => {
    expect(Object.values(cspAdditions(null)).flat()).toEqual([]);
  });
  it('adds the script’s origin and its vendor’s hosts', () => {
    const add = cspAdditions(consentSetup({ hubspot: 'js.hs-scripts.com/1.js' }));
    expect(add.scriptSrc).toEqual(
      expect.arrayContaining(['https://js.hs-scripts.com', 'https://js.hs-banner.com']),
    );
    expect(add.connectSrc).toContain('https://*.hubapi.com');
  });
});

describe('consent choices', () => {
  it('reads only a complete object of booleans, strictly necessary always on', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent('{"analytics":true}')).toBeNull();
    expect(
      parseConsent(
        JSON.stringify({
          strictly_necessary: false,
          analytics: true,
          marketing_and_advertising: false,
          performance_and_functionality: false,
          social_media_advertising: false,
        }),
      ),
    ).toMatchObject({ strictly_necessary: true, analytics: true });
  });
  it('allows a script only with its category', () => {
    const scripts = consentSetup({
      gtag: 'www.googletagmanager.com/gtag/js',
      hubspot: 'js.hs-scripts.com/1.js',
    })!.scripts;
    expect(
      allowedScripts(scripts, consentFromOneTrust(',C0001,C0002,')).map((s) => s.vendor),
    ).toEqual(['gtag']);
    expect(allowedScripts(scripts, acceptAllConsent())).toHaveLength(2);
  });
  it('maps the banners’ own categories', () => {
    expect(consentFromCookiebot({ statistics: true, marketing: false })).toMatchObject({
      analytics: true,
      marketing_and_advertising: false,
    });
    expect(consentFromHubSpot({ advertisement: true })).toMatchObject({
      analytics: false,
      marketing_and_advertising: true,
      social_media_advertising: true,
    });
  });
});
