/**
 * Feature flags an organisation may have (org_features.flags). The specs gate several staff
 * abilities behind flags without naming them; these are Candor's names for them.
 */
export const FEATURE_FLAGS = [
  /** Rename built-in (non-custom) items. */
  'itemRenaming',
  /** Rename cards. */
  'cardRenaming',
  /** Replace a card's icon with an uploaded one. */
  'cardIconReplacement',
  /** Plan feature: re-order trust center sections. */
  'sectionCustomization',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Flags as stored: absent means off. */
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

export const isFlagOn = (flags: FeatureFlags | undefined, flag: FeatureFlag): boolean =>
  flags?.[flag] === true;
