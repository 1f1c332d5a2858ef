/**
 * The portal page's Content-Security-Policy for one organisation: the strict default of
 * `securityHeaders.ts`, widened only by the hosts that organisation's configured scripts need
 * (domain `cspAdditions`). Set per response on its portal pages, never globally, so one
 * organisation's analytics never loosen another's policy.
 */
import { cspAdditions, type ConsentSetup, type CspAdditions } from '@candor/domain';
import { cspDirectives } from './securityHeaders.js';

type Directives = Record<string, string[]>;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

/** The policy of organisations without configured scripts, by the renderer's hashes. */
const defaultPolicies = new WeakMap<readonly string[], string>();
const NO_HASHES: readonly string[] = [];

function widen(base: string[], extra: string[]): string[] {
  return [...base, ...extra.filter((source) => !base.includes(source))];
}

/**
 * The policy for a page of an organisation with this consent setup; `scriptHashes` are the
 * inline scripts the pages carry (the renderer's).
 */
export function portalCsp(
  setup: ConsentSetup | null | undefined,
  scriptHashes: readonly string[] = NO_HASHES,
): string {
  if (!setup) {
    let policy = defaultPolicies.get(scriptHashes);
    if (policy === undefined) {
      policy = serialize(cspDirectives(scriptHashes));
      defaultPolicies.set(scriptHashes, policy);
    }
    return policy;
  }
  const base = cspDirectives(scriptHashes);
  const add: CspAdditions = cspAdditions(setup);
  const directives: Directives = { ...base };
  directives.scriptSrc = widen(base.scriptSrc, add.scriptSrc);
  directives.connectSrc = widen(base.connectSrc, add.connectSrc);
  directives.imgSrc = widen(base.imgSrc, add.imgSrc);
  directives.fontSrc = widen(base.fontSrc, add.fontSrc);
  if (add.frameSrc.length > 0) directives.frameSrc = ["'self'", ...add.frameSrc];
  return serialize(directives);
}
