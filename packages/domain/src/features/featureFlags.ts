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
  /** Plan feature: restricted items may also be hidden (staff-content.md §4). */
  'restrictedFiles',
  /** Plan feature: bridge letters. */
  'bridgeLetters',
  /** Plan feature (Growth): bug-bounty and status-page integrations. */
  'integrations',
  /** Plan feature: Trust Center AI, the portal's Ask AI for account members (visitor-portal.md §4). */
  'trustCenterAi',
  /** Plan feature: members send data to a TPRM tool (staff-content.md §6 'partner-import'). */
  'partnerImport',
  /** The portal footer's 'Built on' link to the provider (visitor-portal.md §2); off hides it. */
  'builtOnLink',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Flags as stored (org_features.flags) override the plan one by one; absent means the plan's. */
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

export const isFlagOn = (flags: FeatureFlags | undefined, flag: FeatureFlag): boolean =>
  flags?.[flag] === true;
