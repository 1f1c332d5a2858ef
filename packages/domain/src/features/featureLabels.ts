/**
 * What the private area and the locked controls say about each feature: its name, and the
 * tooltip a control shows when the organisation's plan does not include it.
 */
import type { FeatureFlag } from './featureFlags.js';

export interface FeatureLabel {
  feature: FeatureFlag;
  label: string;
  /** Shown on a locked control. */
  upgradeTooltip: string;
}

const upgrade = (what: string) => `Upgrade your plan to ${what}.`;

export const FEATURE_LABELS: Readonly<Record<FeatureFlag, FeatureLabel>> = {
  itemRenaming: {
    feature: 'itemRenaming',
    label: 'Item renaming',
    upgradeTooltip: upgrade('rename built-in items'),
  },
  cardRenaming: {
    feature: 'cardRenaming',
    label: 'Card renaming',
    upgradeTooltip: upgrade('rename cards'),
  },
  cardIconReplacement: {
    feature: 'cardIconReplacement',
    label: 'Card icon replacement',
    upgradeTooltip: upgrade('replace card icons'),
  },
  sectionCustomization: {
    feature: 'sectionCustomization',
    label: 'Section customisation',
    upgradeTooltip: upgrade('re-order Trust Center sections'),
  },
  restrictedFiles: {
    feature: 'restrictedFiles',
    label: 'Restricted files',
    upgradeTooltip: upgrade('hide restricted items'),
  },
  bridgeLetters: {
    feature: 'bridgeLetters',
    label: 'Bridge letters',
    upgradeTooltip: upgrade('publish bridge letters'),
  },
  integrations: {
    feature: 'integrations',
    label: 'Integrations',
    upgradeTooltip: upgrade('connect integrations'),
  },
  trustCenterAi: {
    feature: 'trustCenterAi',
    label: 'Trust Center AI',
    upgradeTooltip: upgrade('let account members Ask AI'),
  },
  partnerImport: {
    feature: 'partnerImport',
    label: 'TPRM partner import',
    upgradeTooltip: upgrade('let account members send data to TPRM tools'),
  },
  builtOnLink: {
    feature: 'builtOnLink',
    label: "'Built on Candor' footer link",
    upgradeTooltip: upgrade("show the 'Built on Candor' link"),
  },
};

export const featureLabel = (feature: FeatureFlag): FeatureLabel => FEATURE_LABELS[feature];
