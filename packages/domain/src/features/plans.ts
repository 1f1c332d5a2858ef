/**
 * Plans: named sets of features. An organisation's effective features are its plan's, with its
 * own feature flags (set by the operator) switching single features on or off on top.
 */
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from './featureFlags.js';

export const PLANS = {
  /** The smallest hosted plan: the portal without the customisation features. */
  starter: ['builtOnLink'],
  /** The plan the integrations need (staff-content.md §6). */
  growth: [
    'sectionCustomization',
    'restrictedFiles',
    'bridgeLetters',
    'integrations',
    'cardIconReplacement',
    'trustCenterAi',
    'partnerImport',
    'builtOnLink',
  ],
  /** A self-hosted installation's default: every feature. */
  self_hosted: FEATURE_FLAGS,
} as const satisfies Record<string, readonly FeatureFlag[]>;
export type PlanId = keyof typeof PLANS;
export const isPlanId = (value: string): value is PlanId => Object.hasOwn(PLANS, value);
export const PLAN_IDS: PlanId[] = Object.keys(PLANS).filter(isPlanId);

/** Each plan's name on screen. */
export const PLAN_LABELS: Readonly<Record<PlanId, string>> = {
  starter: 'Starter',
  growth: 'Growth',
  self_hosted: 'Self-hosted',
};
/** A plan's name on screen; an unknown plan (none of PLANS) shows as it is stored. */
export const planLabel = (plan: string): string => (isPlanId(plan) ? PLAN_LABELS[plan] : plan);

/**
 * Every feature switched on or off for an organisation: its plan (an unknown plan name gives
 * none), then its flags. The result is what `isFlagOn` and the rules read.
 */
export function effectiveFeatures(plan: string, flags: FeatureFlags = {}): FeatureFlags {
  const planFeatures: readonly FeatureFlag[] = isPlanId(plan) ? PLANS[plan] : [];
  const features: FeatureFlags = {};
  for (const feature of FEATURE_FLAGS) {
    features[feature] = flags[feature] ?? planFeatures.includes(feature);
  }
  return features;
}
