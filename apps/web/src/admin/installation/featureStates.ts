/**
 * Where each feature of an organisation comes from: its plan, or a flag the operator set on
 * top (on or off), and what a change of the control sends.
 */
import type { FeatureFlag, FeatureFlags } from '@candor/domain/features/featureFlags';

export type FeatureSource = 'plan' | 'on' | 'off';

export interface FeatureState {
  feature: FeatureFlag;
  /** Whether the organisation has it now. */
  enabled: boolean;
  /** Whether its plan gives it. */
  inPlan: boolean;
  source: FeatureSource;
}

export function featureStates(
  features: readonly FeatureFlag[],
  planFeatures: readonly FeatureFlag[],
  flags: FeatureFlags,
): FeatureState[] {
  return features.map((feature) => {
    const inPlan = planFeatures.includes(feature);
    const flag = flags[feature];
    return {
      feature,
      inPlan,
      enabled: flag ?? inPlan,
      source: flag === undefined ? 'plan' : flag ? 'on' : 'off',
    };
  });
}

/** The flags after setting one feature to a source ('plan' removes the override). */
export function flagsWith(
  flags: FeatureFlags,
  feature: FeatureFlag,
  source: FeatureSource,
): FeatureFlags {
  const next: FeatureFlags = { ...flags };
  if (source === 'plan') delete next[feature];
  else next[feature] = source === 'on';
  return next;
}

/** 'cardIconReplacement' → 'Card icon replacement'. */
export function featureLabel(feature: string): string {
  const words = feature.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
