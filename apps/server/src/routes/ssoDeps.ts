/**
 * What single sign-on's services (and the access ask rule's) need from the configuration: the
 * sealer of their secrets, the allowlist, the callback.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config.js';
import type { AskDeps } from '../services/access/askEndpoint.js';
import type { SsoDeps } from '../services/sso/ssoSettings.js';
import { secretSealer } from '../storage/sealedSecret.js';

export const SSO_CALLBACK_PATH = '/sso/callback';

/**
 * The files key seals the client secret. Every real start has one (loadConfig creates it); an
 * app built without one (tests) seals under a key derived from the session secret instead.
 */
const sealingKey = (config: Config): Buffer =>
  config.filesEncryptionKey ??
  createHash('sha256').update(`candor-sealed-secrets:${config.sessionSecret}`).digest();

export const ssoDeps = (config: Config): SsoDeps => ({
  sealer: secretSealer(sealingKey(config), config.filesPreviousKeys),
  allow: config.safeFetchAllow,
  callbackUrl: new URL(SSO_CALLBACK_PATH, config.baseUrl).href,
});

/** The ask rule's secret is sealed as the SSO client secret is; its endpoint passes the guard. */
export const askDeps = (config: Config): AskDeps => ({
  sealer: secretSealer(sealingKey(config), config.filesPreviousKeys),
  allow: config.safeFetchAllow,
});
