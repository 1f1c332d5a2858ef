/**
 * Bridge letter rules (staff-content.md §3 "Bridge letter", §5): which items carry one, the
 * generated document's id and file name, and the letter's date format.
 */
import type { CardKind } from '../cards/constants.js';
import { isFlagOn, type FeatureFlags } from '../features/featureFlags.js';
import type { BridgeLetter } from '../items/item.js';
import { MONTHS } from '../portal/format.js';

export const BRIDGE_LETTER_TYPES = ['SOC 1', 'SOC 2'] as const;
export type BridgeLetterType = (typeof BRIDGE_LETTER_TYPES)[number];

/** A bridge letter covers the gap after a SOC report's period: report items carry one. */
export const BRIDGE_LETTER_KINDS: readonly CardKind[] = ['Reports'];
export const carriesBridgeLetter = (kind: CardKind): boolean => BRIDGE_LETTER_KINDS.includes(kind);

/** A new letter's starting values. */
export const EMPTY_BRIDGE_LETTER: BridgeLetter = {
  letterEnabled: false,
  letterContent: '',
  signerName: '',
  signerTitle: '',
  letterType: 'SOC 2',
};

/**
 * The control id of an item's bridge letter, '{itemUid}-bridge-letter': the generated
 * document's file id wherever documents are named by (itemUid, fileId), e.g. '{itemUid}::{fileId}'.
 */
export const bridgeLetterFileId = (itemUid: string): string => `${itemUid}-bridge-letter`;
export const isBridgeLetterFileId = (itemUid: string, fileId: string): boolean =>
  fileId === bridgeLetterFileId(itemUid);

/** Past this length the form shows the file name shortened, with the whole name in a tooltip. */
export const BRIDGE_LETTER_FILE_NAME_TOOLTIP_LENGTH = 60;

/** Characters no file system or download dialog accepts in a name. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/**
 * The generated PDF's file name, from the letter type and the organisation name with spaces as
 * dashes: 'SOC 2' and 'Northwind Cloud' give 'SOC-2-Bridge-Letter-Northwind-Cloud.pdf'.
 */
export function bridgeLetterFileName(letterType: BridgeLetterType, orgName: string): string {
  const dashed = (text: string) =>
    text.replace(UNSAFE_IN_FILE_NAME, '').trim().split(/\s+/).filter(Boolean).join('-');
  const org = dashed(orgName);
  return `${dashed(letterType)}-Bridge-Letter${org ? `-${org}` : ''}.pdf`;
}

/** Whether the form shows the file name's tooltip (§5: a name over 60 characters). */
export const fileNameNeedsTooltip = (fileName: string): boolean =>
  fileName.length > BRIDGE_LETTER_FILE_NAME_TOOLTIP_LENGTH;

/** The file name as the form shows it: at most 60 characters, ending in '…' when shortened. */
export const shortFileName = (fileName: string): string =>
  fileNameNeedsTooltip(fileName)
    ? `${fileName.slice(0, BRIDGE_LETTER_FILE_NAME_TOOLTIP_LENGTH - 1)}…`
    : fileName;

/** The letter's date, 'MMMM dd, yyyy' (e.g. 'March 05, 2026'), as the calendar day in UTC. */
export function formatBridgeLetterDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`;
}

/**
 * Whether visitors get the letter as a document: an enabled letter on an item that carries one,
 * while the organisation's plan includes bridge letters (a downgrade unpublishes it, keeping it).
 */
export function isBridgeLetterPublished(
  kind: CardKind,
  letter: BridgeLetter | null,
  features: FeatureFlags,
): letter is BridgeLetter {
  return (
    letter !== null &&
    letter.letterEnabled &&
    carriesBridgeLetter(kind) &&
    isFlagOn(features, 'bridgeLetters')
  );
}
