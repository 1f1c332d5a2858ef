/**
 * A webhook endpoint's signing secrets at rest: sealed with the installation's sealer
 * (storage/sealedSecret.ts) under a label naming the endpoint, so a sealed secret copied to
 * another endpoint's row does not open. During a rotation the previous secret signs beside the
 * new one until `previousSecretExpiresAt`.
 */
import type { SecretSealer } from '../storage/sealedSecret.js';

/**
 * The label a destination's signing secret is sealed under: bound to the endpoint's row. Settings
 * → Webhooks seals with it (services/webhooks/), the delivery job opens with it.
 */
export const webhookSecretLabel = (endpointId: string): string => `webhook-secret:${endpointId}`;

export const sealWebhookSecret = (
  sealer: SecretSealer,
  endpointId: string,
  secret: string,
): string => sealer.seal(webhookSecretLabel(endpointId), secret);

export interface SealedSecrets {
  id: string;
  secretSealed: string | null;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The secrets a delivery is signed with now: the current one, and the previous while it lasts. */
export function signingSecrets(
  endpoint: SealedSecrets,
  sealer: SecretSealer,
  now: Date = new Date(),
): string[] {
  const label = webhookSecretLabel(endpoint.id);
  const secrets: string[] = [];
  if (endpoint.secretSealed) secrets.push(sealer.open(label, endpoint.secretSealed));
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime()
  ) {
    secrets.push(sealer.open(label, endpoint.previousSecretSealed));
  }
  return secrets;
}
