/**
 * Which kind of host a request came to: the platform itself (portals by path, `/{orgSlug}`) or
 * an organisation's own domain (its portal at `/`).
 */
import type { Config } from '../config.js';
import type { PortalLinks } from '../presenters/portal/portalLinks.js';

export type RequestHost =
  | { kind: 'platform' }
  /** hostname without the port (the custom domain), host with it (for links). */
  | { kind: 'custom'; hostname: string; host: string };

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

export function createHostRouting(config: Config) {
  const base = new URL(config.baseUrl);
  const platformHosts = new Set([base.hostname.toLowerCase(), ...LOCAL_HOSTS]);

  return {
    classify(hostname: string, host: string): RequestHost {
      const name = hostname.toLowerCase();
      return platformHosts.has(name)
        ? { kind: 'platform' }
        : { kind: 'custom', hostname: name, host: host.toLowerCase() };
    },
    /** Links of an organisation's portal as seen from this host. */
    links(host: RequestHost, orgSlug: string): PortalLinks {
      return host.kind === 'platform'
        ? { origin: base.origin, basePath: `/${orgSlug}` }
        : { origin: `${base.protocol}//${host.host}`, basePath: '' };
    },
  };
}

export type HostRouting = ReturnType<typeof createHostRouting>;
