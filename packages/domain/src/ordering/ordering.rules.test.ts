import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, type SectionId } from '../cards/constants.js';
import { effectiveFeatures } from '../features/plans.js';
import { ORDERING_MESSAGES } from './ordering.messages.js';
import {
  isPermutationOf,
  sectionCustomizationLocked,
  sectionOrderProblem,
} from './ordering.rules.js';

const combinedOrder: SectionId[] = [
  'help',
  'overview_and_certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'trust_center_updates',
];

describe('sectionOrderProblem', () => {
  it('accepts every section once, with Overview and Certifications separate or combined', () => {
    expect(sectionOrderProblem([...DEFAULT_SECTION_ORDER].reverse())).toBeNull();
    expect(sectionOrderProblem(combinedOrder)).toBeNull();
  });

  it('refuses a missing or repeated section', () => {
    expect(sectionOrderProblem(DEFAULT_SECTION_ORDER.slice(1))).toBe(
      ORDERING_MESSAGES.sectionsIncomplete,
    );
    expect(sectionOrderProblem([...DEFAULT_SECTION_ORDER.slice(1), 'help'])).toBe(
      ORDERING_MESSAGES.sectionsIncomplete,
    );
    expect(sectionOrderProblem([])).toBe(ORDERING_MESSAGES.sectionsIncomplete);
  });

  it('refuses the combined row together with either separate row', () => {
    expect(sectionOrderProblem([...combinedOrder, 'overview'])).toBe(
      ORDERING_MESSAGES.overviewCombinedTwice,
    );
    expect(sectionOrderProblem(['certifications', ...combinedOrder])).toBe(
      ORDERING_MESSAGES.overviewCombinedTwice,
    );
  });
});

describe('isPermutationOf', () => {
  it('holds only for the same values, each once', () => {
    expect(isPermutationOf(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isPermutationOf(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a', 'c'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('sectionCustomizationLocked', () => {
  it('locks section re-ordering on a plan without the feature, unless a flag grants it', () => {
    expect(sectionCustomizationLocked(effectiveFeatures('starter'))).toBe(true);
    expect(sectionCustomizationLocked(effectiveFeatures('growth'))).toBe(false);
    expect(sectionCustomizationLocked(effectiveFeatures('self_hosted'))).toBe(false);
    expect(
      sectionCustomizationLocked(effectiveFeatures('starter', { sectionCustomization: true })),
    ).toBe(false);
  });
});
