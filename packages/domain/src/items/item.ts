import type { CardKind, EnabledState } from '../cards/constants.js';

export interface BridgeLetter {
  letterEnabled: boolean;
  letterContent: string;
  signerName: string;
  signerTitle: string;
  letterType: 'SOC 1' | 'SOC 2';
}

/** An item of staff-content.md §3 "Item": the fields the domain rules work with. */
export interface Item {
  uid: string;
  /** Kind of the card the item belongs to. */
  kind: CardKind;
  title: string;
  subtitle: string | null;
  /** The description shown on the portal. */
  explanation: string | null;
  href: string | null;
  choice: string | null;
  maturity: string | null;
  recurrence: string | null;
  auditor: string | null;
  /** YYYY-MM-DD */
  expiry: string | null;
  type: string | null;
  bridgeLetter: BridgeLetter | null;
  publicAccess: boolean;
  /** Restricted and hidden: only viewers granted access see it (staff-content.md §4 "Access"). */
  hidden: boolean;
  enabledState: EnabledState;
  isCustom: boolean;
  /** Position staff gave the item inside its card; null when never re-ordered. */
  customOrder: number | null;
  customUrlSlug: string | null;
  featured: boolean;
  /** ISO timestamp. */
  lastModified: string;
}
