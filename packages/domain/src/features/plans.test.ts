import { describe, expect, it } from 'vitest';
import { effectiveFeatures } from './plans.js';

describe('effectiveFeatures', () => {
  it('gives a self-hosted installation every feature', () => {
    expect(Object.values(effectiveFeatures('self_hosted')).every(Boolean)).toBe(true);
  });

  it('lets a flag switch one feature on or off on top of the plan', () => {
    const starter = effectiveFeatures('starter', { cardRenaming: true });
    expect(starter.cardRenaming).toBe(true);
    expect(starter.sectionCustomization).toBe(false);
    const growth = effectiveFeatures('growth', { sectionCustomization: false });
    expect(growth.sectionCustomization).toBe(false);
    expect(growth.integrations).toBe(true);
  });

  it('gives an unknown plan no features', () => {
    expect(Object.values(effectiveFeatures('platinum')).some(Boolean)).toBe(false);
  });
});
