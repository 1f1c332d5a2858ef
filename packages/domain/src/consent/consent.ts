/**
 * A visitor's consent (visitor-portal.md §3): one object keyed by the five categories, kept in
 * the browser's storage. Strictly necessary is always on. Reading is lenient: anything that is
 * not such an object counts as no choice yet, so the dialog asks again.
 */
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentScript,
} from './scripts.js';

/** Where the choice is stored (localStorage), per organisation: portals share an origin. */
export const consentStorageKey = (orgId: string): string => `candor:cookie-consent:${orgId}`;

export function consentChoice(agreed: Partial<Record<ConsentCategory, unknown>>): ConsentChoice {
  const on = (category: ConsentCategory) => agreed[category] === true;
  return {
    strictly_necessary: true,
    analytics: on('analytics'),
    marketing_and_advertising: on('marketing_and_advertising'),
    performance_and_functionality: on('performance_and_functionality'),
    social_media_advertising: on('social_media_advertising'),
  };
}

export const acceptAllConsent = (): ConsentChoice =>
  consentChoice(Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, true])));

export const rejectAllConsent = (): ConsentChoice => consentChoice({});

/** The stored choice, or null when there is none (or it is not one). */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const record: Record<string, unknown> = { ...value };
  if (!CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')) return null;
  return consentChoice(record);
}

/** The scripts the choice allows, in their configured order. */
export const allowedScripts = (scripts: ConsentScript[], choice: ConsentChoice): ConsentScript[] =>
  scripts.filter((script) => choice[script.category]);

/** Cookiebot's `Cookiebot.consent` (preferences, statistics, marketing) as the five categories. */
export function consentFromCookiebot(consent: {
  preferences?: boolean;
  statistics?: boolean;
  marketing?: boolean;
}): ConsentChoice {
  return consentChoice({
    analytics: consent.statistics === true,
    performance_and_functionality: consent.preferences === true,
    marketing_and_advertising: consent.marketing === true,
    social_media_advertising: consent.marketing === true,
  });
}

/** OneTrust's active groups (',C0001,C0002,'): C0002 performance, C0003 functional, C0004 targeting, C0005 social. */
export function consentFromOneTrust(activeGroups: string): ConsentChoice {
  const groups = new Set(activeGroups.split(',').map((group) => group.trim()));
  return consentChoice({
    analytics: groups.has('C0002'),
    performance_and_functionality: groups.has('C0003'),
    marketing_and_advertising: groups.has('C0004'),
    social_media_advertising: groups.has('C0005'),
  });
}

/** HubSpot's privacy consent listener's categories (analytics, advertisement, functionality). */
export function consentFromHubSpot(categories: {
  analytics?: boolean;
  advertisement?: boolean;
  functionality?: boolean;
}): ConsentChoice {
  return consentChoice({
    analytics: categories.analytics === true,
    performance_and_functionality: categories.functionality === true,
    marketing_and_advertising: categories.advertisement === true,
    social_media_advertising: categories.advertisement === true,
  });
}
