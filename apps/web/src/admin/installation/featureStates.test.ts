import { describe, expect, it } from 'vitest';
import { featureLabel, featureStates, flagsWith } from './featureStates.js';

describe('the installation screen: where each feature comes from', () => {
  it('tells plan features from overrides, either way', () => {
    const states = featureStates(
      ['integrations', 'bridgeLetters', 'cardRenaming'],
      ['integrations', 'bridgeLetters'],
      { bridgeLetters: false, cardRenaming: true },
    );
    expect(states).toEqual([
      { feature: 'integrations', inPlan: true, enabled: true, source: 'plan' },
      { feature: 'bridgeLetters', inPlan: true, enabled: false, source: 'off' },
      { feature: 'cardRenaming', inPlan: false, enabled: true, source: 'on' },
    ]);
  });

  it('sets an override, and back to the plan removes it', () => {
    const on = flagsWith({ bridgeLetters: false }, 'cardRenaming', 'on');
    expect(on).toEqual({ bridgeLetters: false, cardRenaming: true });
    expect(flagsWith(on, 'bridgeLetters', 'plan')).toEqual({ cardRenaming: true });
  });

  it('labels a feature in words', () => {
    expect(featureLabel('cardIconReplacement')).toBe('Card icon replacement');
    expect(featureLabel('trustCenterAi')).toBe('Trust Center AI');
    expect(featureLabel('partnerImport')).toBe('TPRM partner import');
  });
});
