/**
 * Where each feature of an organisation comes from: its plan, or a flag the operator set on
 * top (on or off), and what a change of the control sends.
 */
import type { FeatureFlag, FeatureFlags } from '@candor/domain/features/featureFlags';
import { FEATURE_LABELS } from '@candor/domain/features/featureLabels';

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

/** A feature's name on screen: the domain's words ('Trust Center AI'), never its code. */
export const featureLabel = (feature: FeatureFlag): string => FEATURE_LABELS[feature].label;
