/** What the access ask rule's services need from the configuration: the sealer and the allowlist. */
import type { Config } from '../config.js';
import type { AskDeps } from '../services/access/askEndpoint.js';
import { configSecretSealer } from '../storage/sealedSecret.js';

/** The ask rule's secret is sealed as the SSO client secret is; its endpoint passes the guard. */
export const askDeps = (config: Config): AskDeps => ({
  sealer: configSecretSealer(config),
  allow: config.safeFetchAllow,
});
