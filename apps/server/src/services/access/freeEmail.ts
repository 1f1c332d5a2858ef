/**
 * Free-mail providers (gmail.com, outlook.com, …) from the maintained `email-providers` list,
 * loaded once. A work e-mail is one whose domain is not on it (visitor-portal.md §5).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The package ships its list as JSON; reading it through require keeps it out of the bundle's
// parsing path until the first check.
let domains: Set<string> | null = null;

function freeDomains(): Set<string> {
  if (!domains) {
    const list: unknown = require('email-providers/all.json');
    domains = new Set(Array.isArray(list) ? list.filter((d) => typeof d === 'string') : []);
  }
  return domains;
}

export const isFreeEmailDomain = (domain: string): boolean =>
  freeDomains().has(domain.toLowerCase());
