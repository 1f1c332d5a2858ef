/**
 * The label a destination's signing secret is sealed under (storage/sealedSecret.ts): bound to
 * the endpoint's row, so a sealed value copied to another row does not open. Settings → Webhooks
 * seals with it (services/webhooks/), the delivery job opens with it.
 */
export const webhookSecretLabel = (endpointId: string): string => `webhook-secret:${endpointId}`;
