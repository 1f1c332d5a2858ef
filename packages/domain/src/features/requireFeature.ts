/**
 * The server's gate for plan features: a route whose action the plan does not include refuses it
 * with a 403, whatever the web app shows.
 */
import { DomainError } from '../errors/domainError.js';
import { isFlagOn, type FeatureFlag, type FeatureFlags } from './featureFlags.js';

export const FEATURE_NOT_IN_PLAN = 'This feature is not included in your plan';

/** `flags` are the organisation's effective features (plan, then flags). */
export function requireFeature(flags: FeatureFlags | undefined, feature: FeatureFlag): void {
  if (!isFlagOn(flags, feature)) throw new DomainError('forbidden', FEATURE_NOT_IN_PLAN);
}
