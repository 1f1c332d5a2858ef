/**
 * Which item fields the expanded card's form shows per card kind (staff-content.md §3 "a
 * per-kind choice of shown item fields"; the spec withholds the full table, so this is
 * Candor's). Files and bridge letters belong to the documents work and are not listed here.
 */
import type { CardKind } from '../cards/constants.js';
import { MOVE_EXCLUDED_KINDS } from './itemMove.js';

export const ITEM_FORM_FIELDS = [
  'type',
  'auditor',
  'expiry',
  'link',
  'maturity',
  'explanation',
  'recurrence',
] as const;
export type ItemFormField = (typeof ITEM_FORM_FIELDS)[number];

const CONTROL_FIELDS: readonly ItemFormField[] = ['explanation', 'link', 'maturity', 'recurrence'];

const FIELDS_BY_KIND: Partial<Record<CardKind, readonly ItemFormField[]>> = {
  Reports: ['type', 'auditor', 'expiry', 'explanation', 'link'],
  Certifications: ['auditor', 'expiry', 'explanation', 'link'],
  Questionnaires: ['type', 'explanation', 'link'],
  Documents: ['type', 'explanation'],
  Policies: ['explanation', 'link', 'recurrence'],
  Legal: ['explanation', 'link'],
  Overview: ['explanation'],
  TrustedBy: ['link'],
  Subprocessors: [],
  RiskProfile: [],
  SecurityGrades: ['explanation', 'link'],
};

export const itemFormFields = (kind: CardKind): readonly ItemFormField[] =>
  FIELDS_BY_KIND[kind] ?? CONTROL_FIELDS;

/** Cards whose items are kept elsewhere or need what this form lacks (a file, a company). */
const NO_CUSTOM_ITEMS: readonly CardKind[] = [
  'Certifications',
  'TrustedBy',
  'Subprocessors',
  'SecurityGrades',
  'RiskProfile',
  'Documents',
  'Overview',
];

/** Whether staff may add custom items to a card of this kind. */
export const canAddCustomItem = (kind: CardKind): boolean => !NO_CUSTOM_ITEMS.includes(kind);

/**
 * Whether an item of this card may move at all: items of the cards that are never a
 * destination (logos, companies, the risk profile, documents) stay where they are.
 */
export const canMoveItem = (kind: CardKind): boolean => !MOVE_EXCLUDED_KINDS.includes(kind);
