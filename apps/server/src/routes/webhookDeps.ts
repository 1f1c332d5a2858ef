/** What Settings → Webhooks' services need from the configuration: the sealer and the allowlist. */
import type { Config } from '../config.js';
import type { WebhookDeps } from '../services/webhooks/webhookDestinations.js';
import { configSecretSealer } from '../storage/sealedSecret.js';

/** Sealed with the same key as single sign-on's client secret (the files key). */
export const webhookDeps = (config: Config): WebhookDeps => ({
  sealer: configSecretSealer(config),
  allow: config.safeFetchAllow,
});
