import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from './featureFlags.js';
import { FEATURE_LABELS } from './featureLabels.js';
import { FEATURE_NOT_IN_PLAN, requireFeature } from './requireFeature.js';
import { effectiveFeatures } from './plans.js';

describe('feature labels', () => {
  it('name every feature with a distinct label and an upgrade tooltip', () => {
    const labels = FEATURE_FLAGS.map((feature) => FEATURE_LABELS[feature]);
    expect(labels.map((l) => l.feature)).toEqual([...FEATURE_FLAGS]);
    expect(new Set(labels.map((l) => l.label)).size).toBe(FEATURE_FLAGS.length);
    for (const label of labels) expect(label.upgradeTooltip).toMatch(/^Upgrade your plan to .+\.$/);
  });
});

describe('requireFeature', () => {
  it('passes a feature the plan includes', () => {
    expect(() => requireFeature(effectiveFeatures('growth'), 'sectionCustomization')).not.toThrow();
  });

  it('refuses with a 403 a feature the plan lacks, or a flag switched off', () => {
    for (const flags of [
      effectiveFeatures('starter'),
      effectiveFeatures('self_hosted', { sectionCustomization: false }),
      undefined,
    ]) {
      expect(() => requireFeature(flags, 'sectionCustomization')).toThrow(
        expect.objectContaining({ status: 403, message: FEATURE_NOT_IN_PLAN }),
      );
    }
  });
});
