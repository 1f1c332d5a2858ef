/**
 * What single sign-on's services (and the access ask rule's) need from the configuration: the
 * sealer of their secrets, the allowlist, the callback.
 */
import type { Config } from '../config.js';
import type { AskDeps } from '../services/access/askEndpoint.js';
import type { SsoDeps } from '../services/sso/ssoSettings.js';
import { configSecretSealer } from '../storage/sealedSecret.js';

export const SSO_CALLBACK_PATH = '/sso/callback';

export const ssoDeps = (config: Config): SsoDeps => ({
  sealer: configSecretSealer(config),
  allow: config.safeFetchAllow,
  callbackUrl: new URL(SSO_CALLBACK_PATH, config.baseUrl).href,
});

/** The ask rule's secret is sealed as the SSO client secret is; its endpoint passes the guard. */
export const askDeps = (config: Config): AskDeps => ({
  sealer: configSecretSealer(config),
  allow: config.safeFetchAllow,
});
