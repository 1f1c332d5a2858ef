/** What single sign-on's services need from the configuration: the sealer, allowlist, callback. */
import { createHash } from 'node:crypto';
import type { Config } from '../config.js';
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
