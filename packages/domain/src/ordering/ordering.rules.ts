/**
 * What a saved order must hold (staff-content.md §7): the section order lists every section
 * exactly once, with Overview and Certifications either as two rows or as the combined row;
 * card and item orders are permutations of what the product holds.
 */
import type { SectionId } from '../cards/constants.js';
import { SECTION_IDS } from '../cards/constants.js';
import type { FeatureFlags } from '../features/featureFlags.js';
import { isFlagOn } from '../features/featureFlags.js';
import { ORDERING_MESSAGES } from './ordering.messages.js';

export const COMBINED_SECTION = 'overview_and_certifications' satisfies SectionId;
/** The two sections that can be shown as one combined row. */
export const COMBINABLE_SECTIONS = ['overview', 'certifications'] as const satisfies SectionId[];

const isCombinable = (id: SectionId): boolean => id === 'overview' || id === 'certifications';

/** Whether `given` holds exactly the values of `expected`, each once. */
export function isPermutationOf<T>(given: readonly T[], expected: readonly T[]): boolean {
  if (given.length !== expected.length) return false;
  const wanted = new Set(expected);
  const seen = new Set<T>();
  for (const value of given) {
    if (!wanted.has(value) || seen.has(value)) return false;
    seen.add(value);
  }
  return true;
}

/** Whether no value appears twice. */
export const isDistinct = <T>(values: readonly T[]): boolean =>
  new Set(values).size === values.length;

/** The message that refuses a section order, or null when it can be saved. */
export function sectionOrderProblem(order: readonly SectionId[]): string | null {
  const combined = order.includes(COMBINED_SECTION);
  if (combined && order.some(isCombinable)) return ORDERING_MESSAGES.overviewCombinedTwice;
  const expected = SECTION_IDS.filter((id) =>
    combined ? !isCombinable(id) : id !== COMBINED_SECTION,
  );
  return isPermutationOf(order, expected) ? null : ORDERING_MESSAGES.sectionsIncomplete;
}

/** Re-ordering sections is a plan feature (staff-content.md §5 "Card icon", §6). */
export const sectionCustomizationLocked = (features: FeatureFlags): boolean =>
  !isFlagOn(features, 'sectionCustomization');
