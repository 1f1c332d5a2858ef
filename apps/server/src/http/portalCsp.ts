/**
 * The portal page's Content-Security-Policy for one organisation: the strict default of
 * `securityHeaders.ts`, widened only by the hosts that organisation's configured scripts need
 * (domain `cspAdditions`). Set per response on its portal pages, never globally, so one
 * organisation's analytics never loosen another's policy.
 */
import { cspAdditions, type ConsentSetup, type CspAdditions } from '@candor/domain';
import { PORTAL_CSP_DIRECTIVES } from './securityHeaders.js';

type Directives = Record<string, string[]>;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

const DEFAULT_POLICY = serialize(PORTAL_CSP_DIRECTIVES);

function widen(base: string[], extra: string[]): string[] {
  return [...base, ...extra.filter((source) => !base.includes(source))];
}

/** The policy for a page of an organisation with this consent setup. */
export function portalCsp(setup: ConsentSetup | null | undefined): string {
  if (!setup) return DEFAULT_POLICY;
  const add: CspAdditions = cspAdditions(setup);
  const directives: Directives = { ...PORTAL_CSP_DIRECTIVES };
  directives.scriptSrc = widen(PORTAL_CSP_DIRECTIVES.scriptSrc, add.scriptSrc);
  directives.connectSrc = widen(PORTAL_CSP_DIRECTIVES.connectSrc, add.connectSrc);
  directives.imgSrc = widen(PORTAL_CSP_DIRECTIVES.imgSrc, add.imgSrc);
  directives.fontSrc = widen(PORTAL_CSP_DIRECTIVES.fontSrc, add.fontSrc);
  if (add.frameSrc.length > 0) directives.frameSrc = ["'self'", ...add.frameSrc];
  return serialize(directives);
}
