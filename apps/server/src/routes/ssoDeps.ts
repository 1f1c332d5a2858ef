/** What single sign-on's services need from the configuration: the sealer, allowlist, callback. */
import type { Config } from '../config.js';
import type { SsoDeps } from '../services/sso/ssoSettings.js';
import { configSecretSealer } from '../storage/sealedSecret.js';

export const SSO_CALLBACK_PATH = '/sso/callback';

export const ssoDeps = (config: Config): SsoDeps => ({
  sealer: configSecretSealer(config),
  allow: config.safeFetchAllow,
  callbackUrl: new URL(SSO_CALLBACK_PATH, config.baseUrl).href,
});
